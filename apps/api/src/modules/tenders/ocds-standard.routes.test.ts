import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../../test/auth-helpers';
import { call } from '../../../test/renting-helpers';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { buildSampleTenderPackage } from '../../db/seed/build-sample-tenders';
import { DEV_ADMIN_EMAIL, DEV_PASSWORD } from '../../db/seed/dev-accounts';
import type { OcdsValidationReport } from '@vira/domain/tender';
import { validateOcds } from './ocds-validation';

type ImportAnswer = { error: { message: string }; validation: OcdsValidationReport };

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t, DEV_ADMIN_EMAIL, DEV_PASSWORD);
});
afterAll(() => t.close());

const examples = path.join(__dirname, '../../../test/standards/ocds');
const example = (name: string) => JSON.parse(fs.readFileSync(path.join(examples, name), 'utf8'));

function importRaw(body: unknown, language = 'es') {
  return t.request('/api/admin/tenders/import', {
    method: 'POST',
    headers: { 'Content-Type': 'text/plain', 'X-Vira-Language': language, cookie: admin },
    body: JSON.stringify(body),
  });
}

describe('OCDS 1.1: every package validated with the official schema and codelists', () => {
  it('Vira’s own sample package is valid (it had 34 errors: award releases without initiationType)', () => {
    const report = validateOcds(buildSampleTenderPackage(new Date('2026-11-28T00:00:00Z')));
    expect(report).toMatchObject({ valid: true, errorCount: 0, warningCount: 0 });
    // The validator is awake: the old award releases are refused, once per release, grouped as CoVE groups them.
    const old = buildSampleTenderPackage(new Date('2026-11-28T00:00:00Z'));
    for (const r of old.releases) if ((r.tag as string[])[0] === 'award') delete r.initiationType;
    const before = validateOcds(old);
    expect(before.errorCount).toBe(34);
    expect(before.errors).toEqual([
      expect.objectContaining({ keyword: 'required', path: 'releases/initiationType', count: 34 }),
    ]);
  });

  it('an invalid package is refused with a CoVE-style report and nothing is stored', async () => {
    const pkg = example('we1-1-tender.json');
    pkg.releases[0].ocid = 'ocds-213czf-refused-1';
    delete pkg.releases[0].initiationType;
    pkg.releases[0].tender.status = 'abierta';
    pkg.releases[0].tender.value.currency = 'PESOS';
    const res = await importRaw(pkg, 'en');
    expect(res.status).toBe(422);
    const body = (await res.json()) as ImportAnswer;
    expect(body.error.message).toBe(
      'The package is not valid against the OCDS 1.1 schema (errors: 3). Nothing was imported; fix them and upload it again.',
    );
    expect(body.validation).toMatchObject({ valid: false, errorCount: 3, schema: 'release-package' });
    const paths = body.validation.errors.map((e: { path: string }) => e.path).sort();
    expect(paths).toEqual(['releases/initiationType', 'releases/tender/status', 'releases/tender/value/currency']);
    expect(body.validation.errors.find((e: { path: string }) => e.path === 'releases/tender/status')).toMatchObject({
      keyword: 'enum',
      examples: ['/releases/0/tender/status'],
    });
    expect((await call(t, null, 'GET', '/api/tenders/ocds-213czf-refused-1')).status).toBe(404);
  });

  it('warnings (a value outside an open codelist) are told but do not refuse', async () => {
    const pkg = example('we1-1-tender.json');
    pkg.releases[0].ocid = 'ocds-213czf-warned-1';
    pkg.releases[0].tender.documents = [{ id: 'x', documentType: 'convocatoria', url: 'https://example.gob.mx/c' }];
    const res = await importRaw(pkg);
    expect(res.status).toBe(200);
    const { validation } = (await res.json()) as ImportAnswer;
    expect(validation).toMatchObject({ valid: true, errorCount: 0, warningCount: 1 });
    expect(validation.warnings[0]).toMatchObject({
      keyword: 'codelist',
      path: 'releases/tender/documents/documentType',
      params: { value: 'convocatoria', codelist: 'documentType.csv' },
    });
  });
});

describe('the worked example: contracting and implementation kept and shown, amounts per currency', () => {
  it('keeps the contract of the standard’s worked example and its implementation on the tender page', async () => {
    for (const name of ['we1-1-tender.json', 'we1-2-tenderUpdate.json', 'we1-3-award.json', 'we1-4-contract.json'])
      expect((await importRaw(example(name))).status).toBe(200);
    const implementation = example('we1-4-contract.json');
    const release = implementation.releases[0];
    implementation.releases = [
      {
        ocid: release.ocid,
        id: `${release.ocid}/2020-03-01T10:00:00Z`,
        date: '2020-03-01T10:00:00Z',
        tag: ['implementation'],
        initiationType: 'tender',
        contracts: [
          {
            id: '371630/100',
            awardID: '371630/100',
            implementation: {
              transactions: [
                {
                  id: 'pago-1',
                  source: 'https://example.gob.py/pagos',
                  date: '2020-02-28T12:00:00Z',
                  value: { amount: 9_700_000, currency: 'PYG' },
                  payer: { id: release.buyer.id, name: release.buyer.name },
                  payee: { id: 'PY-RUC-80012345-6', name: 'Clean Cleaners' },
                },
              ],
              milestones: [
                { id: 'm1', title: 'Primer mes de limpieza', status: 'met', dateMet: '2020-02-15T00:00:00Z' },
              ],
            },
          },
        ],
      },
    ];
    expect((await importRaw(implementation)).status).toBe(200);
    const tender = await (await call(t, null, 'GET', `/api/tenders/${release.ocid}`)).json();
    expect(tender.contracts).toHaveLength(1);
    expect(tender.contracts[0]).toMatchObject({
      id: '371630/100',
      title: 'Cleaning services',
      status: 'active',
      amount: 11_640_000_000,
      currency: 'PYG',
      dateSigned: '2019-01-10T10:00:00Z',
      implementation: {
        transactions: [expect.objectContaining({ amount: 970_000_000, currency: 'PYG', payee: 'Clean Cleaners' })],
        milestones: [expect.objectContaining({ title: 'Primer mes de limpieza', status: 'met' })],
      },
    });

    // 144,300,000 PYG is not 144,300,000 MXN: an amount filter compares within one currency, MXN unless told.
    const mxn = await (await call(t, null, 'GET', '/api/tenders?minAmount=10000000000&q=cleaning')).json();
    expect(mxn.tenders.map((x: { ocid: string }) => x.ocid)).not.toContain(release.ocid);
    const pyg = await (await call(t, null, 'GET', '/api/tenders?minAmount=10000000000&currency=PYG')).json();
    expect(pyg.tenders.map((x: { ocid: string }) => x.ocid)).toContain(release.ocid);
    expect(pyg.tenders.every((x: { currency: string }) => x.currency === 'PYG')).toBe(true);
  });
});

describe('what Vira holds, published as OCDS', () => {
  it('release and record packages at stable addresses, with licence and publication policy, valid against the schema', async () => {
    const releases = await call(t, null, 'GET', '/api/ocds/releases');
    expect(releases.status).toBe(200);
    expect(releases.headers.get('access-control-allow-origin')).toBe('*');
    const releasePackage = await releases.json();
    expect(releasePackage).toMatchObject({
      version: '1.1',
      license: 'https://creativecommons.org/licenses/by/4.0/',
      publicationPolicy: expect.stringMatching(/\/api\/ocds\/publication-policy$/),
    });
    expect(releasePackage.uri).toMatch(/\/api\/ocds\/releases\?page=1$/);
    expect(releasePackage.releases.length).toBeGreaterThan(100);
    expect(validateOcds(releasePackage, 'release-package')).toMatchObject({ valid: true, errorCount: 0 });

    const records = await (await call(t, null, 'GET', '/api/ocds/records')).json();
    expect(records.records.length).toBeGreaterThanOrEqual(100);
    expect(records.records[0]).toEqual(
      expect.objectContaining({
        ocid: expect.any(String),
        releases: expect.any(Array),
        compiledRelease: expect.any(Object),
      }),
    );
    expect(validateOcds(records, 'record-package')).toMatchObject({ valid: true, errorCount: 0 });

    const one = await (await call(t, null, 'GET', '/api/ocds/records/ocds-ejemplo-vira-0001')).json();
    expect(one.records).toHaveLength(1);
    expect(validateOcds(one, 'record-package').valid).toBe(true);
    expect((await call(t, null, 'GET', '/api/ocds/records/ocds-no-existe')).status).toBe(404);

    const policy = await call(t, null, 'GET', '/api/ocds/publication-policy');
    expect(await policy.text()).toContain('CC BY 4.0');
  });
});
