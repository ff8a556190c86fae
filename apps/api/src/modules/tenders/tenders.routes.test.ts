import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../../test/auth-helpers';
import { call, newPerson, type JsonResponse } from '../../../test/renting-helpers';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { DEV_ADMIN_EMAIL, DEV_PASSWORD } from '../../db/seed/dev-accounts';
import { runDueJobs } from '../jobs';

let t: TestApp;
let admin: string;
const DAY = 86_400_000;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t, DEV_ADMIN_EMAIL, DEV_PASSWORD);
});
afterAll(() => t.close());

/** What OCDS 1.1 requires of every release package besides its releases. */
const PACKAGE_METADATA = {
  uri: 'https://datos.example.gob.mx/ocds/paquete.json',
  version: '1.1',
  publishedDate: '2026-11-01T00:00:00Z',
  publisher: { name: 'Gobierno de ejemplo' },
};

let serial = 0;
/** A tender release (and optionally its award) of a new process whose deadline is `deadline`. */
function processPackage(options: {
  title?: string;
  deadline: Date;
  region?: string;
  method?: string;
  amount?: number;
  award?: boolean;
}) {
  const ocid = `ocds-test-${process.pid}-${++serial}`;
  const published = new Date(options.deadline.getTime() - 20 * DAY);
  const releases: Record<string, unknown>[] = [
    {
      ocid,
      id: `${ocid}-1`,
      date: published.toISOString(),
      tag: ['tender'],
      initiationType: 'tender',
      parties: [
        {
          id: 'B1',
          name: 'Secretaría de Energía de Sonora',
          roles: ['buyer'],
          address: { region: options.region ?? 'Sonora' },
        },
      ],
      buyer: { id: 'B1', name: 'Secretaría de Energía de Sonora' },
      tender: {
        id: 'T1',
        title: options.title ?? 'Instalación de paneles solares en hospitales',
        status: 'active',
        procurementMethod: options.method ?? 'open',
        procurementMethodDetails: 'Licitación Pública Nacional',
        value: { amount: options.amount ?? 1_250_000.5, currency: 'MXN' },
        tenderPeriod: { startDate: published.toISOString(), endDate: options.deadline.toISOString() },
        enquiryPeriod: { endDate: new Date(published.getTime() + 5 * DAY).toISOString() },
        awardPeriod: { startDate: new Date(options.deadline.getTime() + 7 * DAY).toISOString() },
        items: [
          {
            id: '1',
            description: 'Sistema fotovoltaico de 20 kW',
            quantity: 4,
            unit: { name: 'Pieza' },
            classification: { scheme: 'CUCoP', id: '26111600' },
          },
        ],
        documents: [
          {
            id: 'conv',
            documentType: 'tenderNotice',
            title: 'Convocatoria',
            url: 'https://comprasmx.buengobierno.gob.mx/',
          },
        ],
      },
    },
  ];
  if (options.award) {
    releases.push({
      ocid,
      id: `${ocid}-2`,
      date: new Date(options.deadline.getTime() + 7 * DAY).toISOString(),
      tag: ['award'],
      initiationType: 'tender',
      tender: { id: 'T1', status: 'complete' },
      awards: [
        {
          id: 'A1',
          status: 'active',
          suppliers: [{ id: 'S1', name: 'Sol del Desierto SA' }],
          value: { amount: 1_100_000, currency: 'MXN' },
        },
      ],
    });
  }
  return { ocid, body: { ...PACKAGE_METADATA, releases } };
}

function importRaw(cookie: string | null, body: string, query = ''): Promise<JsonResponse> {
  return t.request(`/api/admin/tenders/import${query}`, {
    method: 'POST',
    headers: { 'Content-Type': 'text/plain', 'X-Vira-Language': 'es', ...(cookie ? { cookie } : {}) },
    body,
  });
}

describe('public tenders', () => {
  it('starts with about 100 sample tenders across Mexico, marked as sample data', async () => {
    const page = await (await call(t, null, 'GET', '/api/tenders')).json();
    expect(page.total).toBeGreaterThanOrEqual(100);
    expect(page.tenders).toHaveLength(20);
    expect(page.tenders.every((x: { sample: boolean }) => x.sample)).toBe(true);
    const oaxaca = await (await call(t, null, 'GET', '/api/tenders?state=Oaxaca')).json();
    expect(oaxaca.total).toBeGreaterThan(0);
    expect(oaxaca.tenders.every((x: { state: string }) => x.state === 'Oaxaca')).toBe(true);
  });

  it('links only to web addresses from an imported package, never to data: or javascript: URLs', async () => {
    const { ocid, body } = processPackage({ deadline: new Date(Date.now() + 30 * DAY) });
    const tender = (body.releases[0] as { tender: { documents: object[] } }).tender;
    tender.documents = [
      {
        id: 'd1',
        documentType: 'tenderNotice',
        title: 'Aviso',
        url: 'data:text/html,%3Cscript%3Ealert(1)%3C/script%3E',
      },
      { id: 'd2', documentType: 'biddingDocuments', title: 'Bases', url: 'javascript:alert(1)' },
      { id: 'd3', documentType: 'technicalSpecifications', url: 'https://compranet.example.gob.mx/anexo.pdf' },
    ];
    expect((await importRaw(admin, JSON.stringify(body))).status).toBe(200);
    const page = await (await call(t, null, 'GET', `/api/tenders/${ocid}`)).json();
    expect(page.officialUrl).toBeNull();
    expect(page.documents).toEqual([
      expect.objectContaining({ title: 'Aviso', url: null }),
      expect.objectContaining({ title: 'Bases', url: null }),
      expect.objectContaining({
        title: 'https://compranet.example.gob.mx/anexo.pdf',
        url: 'https://compranet.example.gob.mx/anexo.pdf',
      }),
    ]);
  });

  it('an admin imports a release package; releases of one ocid merge into one record with its award', async () => {
    const deadline = new Date(Date.now() - 30 * DAY);
    const { ocid, body } = processPackage({ deadline, award: true });
    const res = await importRaw(admin, JSON.stringify(body));
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ releases: 2, created: 1, updated: 0, ocids: [ocid] });
    const tender = await (await call(t, null, 'GET', `/api/tenders/${ocid}`)).json();
    expect(tender).toMatchObject({
      title: 'Instalación de paneles solares en hospitales',
      buyer: 'Secretaría de Energía de Sonora',
      state: 'Sonora',
      method: 'open',
      category: 'clean_energy',
      status: 'complete',
      amount: 125_000_050,
      currency: 'MXN',
      officialUrl: 'https://comprasmx.buengobierno.gob.mx/',
      releases: 2,
      sample: false,
    });
    expect(tender.awards).toEqual([
      expect.objectContaining({ suppliers: ['Sol del Desierto SA'], amount: 110_000_000, currency: 'MXN' }),
    ]);
    expect(tender.items[0]).toMatchObject({ description: 'Sistema fotovoltaico de 20 kW', quantity: 4, unit: 'Pieza' });
    expect(tender.dates.opening).toBe(deadline.toISOString());
    expect(tender.dates.clarifications).not.toBeNull();
    // The same package again changes nothing but says so.
    const again = await (await importRaw(admin, JSON.stringify(body))).json();
    expect(again).toMatchObject({ created: 0, updated: 1 });
    expect((await (await call(t, null, 'GET', `/api/tenders/${ocid}`)).json()).releases).toBe(2);
  });

  it('refuses a file that is not JSON, a release without ocid, a URL import when switched off, and non-admins', async () => {
    const notJson = await importRaw(admin, '{"releases": [');
    expect(notJson.status).toBe(400);
    expect((await notJson.json()).error.message).toBe(
      'El archivo no es JSON válido. Sube un paquete de entregas (release package) OCDS en formato JSON.',
    );
    const { body } = processPackage({ deadline: new Date(Date.now() + 10 * DAY) });
    delete (body.releases[0] as Record<string, unknown>).ocid;
    const noOcid = await importRaw(admin, JSON.stringify(body));
    expect(noOcid.status).toBe(422);
    const refused = await noOcid.json();
    expect(refused.error.message).toBe(
      'El paquete no es válido según el esquema de OCDS 1.1 (errores: 1). No se importó nada; corrígelos y vuelve a subirlo.',
    );
    expect(refused.validation.errors).toEqual([
      expect.objectContaining({ path: 'releases/ocid', keyword: 'required' }),
    ]);
    const empty = await importRaw(admin, JSON.stringify({ releases: [] }));
    expect((await empty.json()).error.code).toBe('invalid_package');
    const url = await importRaw(admin, '', '?url=https://example.com/paquete.json');
    expect(url.status).toBe(400);
    expect((await url.json()).error.code).toBe('url_import_disabled');
    const person = await newPerson(t, 'proveedor');
    expect((await importRaw(person.cookie, JSON.stringify(processPackage({ deadline: new Date() }).body))).status).toBe(
      404,
    );
    expect((await importRaw(null, '{}')).status).toBe(404);
  });

  it('searches by accent-free text, buyer, method, category, amount range and deadline', async () => {
    const deadline = new Date(Date.now() + 40 * DAY);
    const { ocid, body } = processPackage({
      title: 'Adquisición de cámaras de videovigilancia',
      deadline,
      method: 'selective',
      amount: 3_000_000,
      region: 'Yucatán',
    });
    await importRaw(admin, JSON.stringify(body));
    const find = async (query: string) =>
      ((await (await call(t, null, 'GET', `/api/tenders?${query}`)).json()).tenders as { ocid: string }[]).map(
        (x) => x.ocid,
      );
    expect(await find('q=adquisicion camaras')).toContain(ocid);
    expect(await find('q=adquisicion camaras&buyer=energía de sonora')).toContain(ocid);
    expect(await find('q=camaras&method=selective&category=security&state=Yucat%C3%A1n')).toEqual([ocid]);
    expect(await find('q=camaras&method=direct')).not.toContain(ocid);
    expect(await find('q=camaras&minAmount=200000000&maxAmount=400000000')).toContain(ocid);
    expect(await find('q=camaras&minAmount=400000001')).not.toContain(ocid);
    // Deadline days are Mexico City days (UTC−6), whatever hour the test runs at.
    const day = new Date(deadline.getTime() - 6 * 3_600_000).toISOString().slice(0, 10);
    expect(await find(`q=camaras&deadlineFrom=${day}&deadlineTo=${day}`)).toContain(ocid);
    expect(
      await find(`q=camaras&deadlineTo=${new Date(Date.now() + 2 * DAY).toISOString().slice(0, 10)}`),
    ).not.toContain(ocid);
    const bad = await call(t, null, 'GET', '/api/tenders?method=subasta');
    expect(bad.status).toBe(400);
    expect((await call(t, null, 'GET', '/api/tenders?minAmount=10&maxAmount=5')).status).toBe(400);
    expect((await call(t, null, 'GET', '/api/tenders/ocds-no-existe')).status).toBe(404);
  });

  it('a follower is reminded 3 days and 1 day before the deadline, not after unfollowing', async () => {
    const deadline = new Date(Date.now() + 10 * DAY);
    const { ocid, body } = processPackage({ title: 'Luminarias LED para el centro histórico', deadline });
    await importRaw(admin, JSON.stringify(body));
    expect((await call(t, null, 'PUT', `/api/tenders/${ocid}/follow`)).status).toBe(401);
    const supplier = await newPerson(t, 'supplier');
    const followed = await (await call(t, supplier.cookie, 'PUT', `/api/tenders/${ocid}/follow`)).json();
    expect(followed.following).toBe(true);
    const mine = await (await call(t, supplier.cookie, 'GET', '/api/me/tenders/following')).json();
    expect(mine.tenders.map((x: { ocid: string }) => x.ocid)).toEqual([ocid]);
    const bell = async () =>
      (
        (await (await call(t, supplier.cookie, 'GET', '/api/notifications')).json()).notifications as {
          type: string;
          title: string;
          description: string;
        }[]
      ).filter((n) => n.type === 'tender');
    await runDueJobs(t.deps, new Date(deadline.getTime() - 4 * DAY));
    expect(await bell()).toHaveLength(0);
    await runDueJobs(t.deps, new Date(deadline.getTime() - 3 * DAY + 60_000));
    const first = await bell();
    expect(first).toHaveLength(1);
    expect(first[0]!.title).toBe('Se acerca el cierre de una licitación');
    expect(first[0]!.description).toContain('«Luminarias LED para el centro histórico»');
    expect(first[0]!.description).toContain('faltan 3 días');
    await call(t, supplier.cookie, 'DELETE', `/api/tenders/${ocid}/follow`);
    await runDueJobs(t.deps, new Date(deadline.getTime() - DAY + 60_000));
    expect(await bell()).toHaveLength(1);
  });

  it('a saved search hears of newly imported matching tenders only', async () => {
    const supplier = await newPerson(t, 'buscador');
    const saved = await call(t, supplier.cookie, 'POST', '/api/me/tenders/saved-searches', {
      name: 'Solar en Chiapas',
      filters: { q: 'solar', state: 'Chiapas' },
    });
    expect(saved.status).toBe(201);
    const { id } = await saved.json();
    const bad = await call(t, supplier.cookie, 'POST', '/api/me/tenders/saved-searches', {
      name: '',
      filters: { method: 'x' },
    });
    expect(bad.status).toBe(400);
    const deadline = new Date(Date.now() + 20 * DAY);
    const match = processPackage({ title: 'Parque solar comunitario', deadline, region: 'Chiapas' });
    const other = processPackage({ title: 'Parque solar comunitario', deadline, region: 'Sonora' });
    const imported = await importRaw(
      admin,
      JSON.stringify({ ...PACKAGE_METADATA, releases: [...match.body.releases, ...other.body.releases] }),
    );
    expect(imported.status).toBe(200);
    const notices = (
      (await (await call(t, supplier.cookie, 'GET', '/api/notifications')).json()).notifications as {
        type: string;
        description: string;
      }[]
    ).filter((n) => n.type === 'tender');
    expect(notices.map((n) => n.description)).toEqual([
      '«Parque solar comunitario» coincide con tu búsqueda «Solar en Chiapas».',
    ]);
    const stranger = await newPerson(t, 'extrano');
    expect((await call(t, stranger.cookie, 'DELETE', `/api/me/tenders/saved-searches/${id}`)).status).toBe(404);
    expect((await call(t, supplier.cookie, 'DELETE', `/api/me/tenders/saved-searches/${id}`)).status).toBe(204);
    expect((await (await call(t, supplier.cookie, 'GET', '/api/me/tenders/saved-searches')).json()).searches).toEqual(
      [],
    );
  });
});
