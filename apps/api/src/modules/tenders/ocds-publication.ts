import type { AppDeps } from '../../app-deps';
import { AppError } from '../../http/app-error';
import { commonMessages } from '../../i18n/common-messages';
import * as repo from './tenders.repository';

/**
 * What Vira holds, published as OCDS 1.1 (decision 042): release packages of the stored releases and record
 * packages (every release of a process embedded, and its compiled release), a page of processes at a time, at stable
 * addresses under /api/ocds, with a licence and a publication policy. Sample processes say so in their ocid prefix.
 */
export const OCDS_PAGE_SIZE = 250;
export const OCDS_LICENSE = 'https://creativecommons.org/licenses/by/4.0/';
const VERSION = '1.1';

function origin(deps: AppDeps, requestUrl: string): string {
  return (deps.env.PUBLIC_URL ?? new URL(requestUrl).origin).replace(/\/$/, '');
}

function metadata(deps: AppDeps, requestUrl: string, self: string, publishedDate: Date) {
  const base = origin(deps, requestUrl);
  return {
    uri: `${base}${self}`,
    version: VERSION,
    publishedDate: publishedDate.toISOString(),
    publisher: { name: 'Vira', uri: base },
    license: OCDS_LICENSE,
    publicationPolicy: `${base}/api/ocds/publication-policy`,
  };
}

async function page(deps: AppDeps, pageNumber: number) {
  const db = deps.database.db;
  const records = await repo.recordsPage(db, OCDS_PAGE_SIZE, (pageNumber - 1) * OCDS_PAGE_SIZE);
  const releases = records.length
    ? await repo.releasesOf(
        db,
        records.map((r) => r.ocid),
      )
    : [];
  const total = await repo.recordCount(db);
  const newest = records.reduce((d, r) => (r.updatedAt > d ? r.updatedAt : d), new Date(0));
  return { records, releases, pages: Math.max(1, Math.ceil(total / OCDS_PAGE_SIZE)), newest };
}

/** A page's Link header, as OCDS publishers paginate packages. */
function links(deps: AppDeps, requestUrl: string, path: string, n: number, pages: number): string | undefined {
  const base = origin(deps, requestUrl);
  const parts = [];
  if (n < pages) parts.push(`<${base}${path}?page=${n + 1}>; rel="next"`);
  if (n > 1) parts.push(`<${base}${path}?page=${n - 1}>; rel="prev"`);
  return parts.length ? parts.join(', ') : undefined;
}

export async function releasePackage(deps: AppDeps, requestUrl: string, n: number) {
  const { releases, pages, newest } = await page(deps, n);
  const path = '/api/ocds/releases';
  return {
    body: {
      ...metadata(deps, requestUrl, `${path}?page=${n}`, newest),
      releases: releases.map((r) => r.release),
    },
    link: links(deps, requestUrl, path, n, pages),
  };
}

export async function recordPackage(deps: AppDeps, requestUrl: string, n: number) {
  const { records, releases, pages, newest } = await page(deps, n);
  const path = '/api/ocds/records';
  const byOcid = new Map<string, typeof releases>();
  for (const r of releases) byOcid.set(r.ocid, [...(byOcid.get(r.ocid) ?? []), r]);
  return {
    body: {
      ...metadata(deps, requestUrl, `${path}?page=${n}`, newest),
      records: records.map((r) => ({
        ocid: r.ocid,
        releases: (byOcid.get(r.ocid) ?? []).map((x) => x.release),
        compiledRelease: r.compiled,
      })),
    },
    link: links(deps, requestUrl, path, n, pages),
  };
}

/** One process's record package, at /api/ocds/records/{ocid}. */
export async function singleRecordPackage(deps: AppDeps, requestUrl: string, ocid: string) {
  const record = await repo.recordOf(deps.database.db, ocid);
  if (!record) throw new AppError(404, 'not_found', commonMessages.notFound);
  const releases = await repo.releasesOf(deps.database.db, [ocid]);
  return {
    ...metadata(deps, requestUrl, `/api/ocds/records/${encodeURIComponent(ocid)}`, record.updatedAt),
    records: [{ ocid, releases: releases.map((r) => r.release), compiledRelease: record.compiled }],
  };
}

/** The publication policy the packages point to (OCDS asks publishers for one). Spanish and English. */
export const PUBLICATION_POLICY = `# Vira — política de publicación OCDS / OCDS publication policy

## Español
- Qué se publica: todas las entregas (releases) OCDS 1.1 de procedimientos de contratación pública que Vira guarda,
  importadas por sus administradores desde publicaciones oficiales, y el registro (record) compilado de cada
  procedimiento. Antes de guardarse, cada paquete se valida contra el esquema oficial de OCDS 1.1: un paquete con
  errores no se importa.
- Datos de ejemplo: los procedimientos cuyo ocid empieza por "ocds-ejemplo-vira" son datos de ejemplo generados por
  Vira y no existen.
- Dónde: /api/ocds/releases (paquetes de entregas) y /api/ocds/records (paquetes de registros), de ${OCDS_PAGE_SIZE}
  procedimientos por página (?page=N; encabezado Link con rel="next"), y /api/ocds/records/{ocid}.
- Actualización: en cuanto se importa un paquete. Los ocid y los id de las entregas no cambian.
- Licencia: la compilación de Vira se publica bajo CC BY 4.0 (${OCDS_LICENSE}); cada entrega conserva los
  derechos de su publicador original.
- Datos personales: solo los que la fuente oficial ya publicó (nombres de compradores y proveedores).

## English
- What: every OCDS 1.1 release of public procurement processes that Vira holds, imported by its administrators from
  official publications, and each process's compiled record. Every package is validated against the official OCDS
  1.1 schema before it is stored: a package with errors is not imported.
- Sample data: processes whose ocid starts with "ocds-ejemplo-vira" are sample data made up by Vira.
- Where: /api/ocds/releases (release packages) and /api/ocds/records (record packages), ${OCDS_PAGE_SIZE} processes
  a page (?page=N; Link header with rel="next"), and /api/ocds/records/{ocid}.
- Updates: as soon as a package is imported. ocids and release ids never change.
- Licence: Vira's compilation is published under CC BY 4.0 (${OCDS_LICENSE}); each release keeps its original
  publisher's rights.
- Personal data: only what the official source already published (buyer and supplier names).
`;
