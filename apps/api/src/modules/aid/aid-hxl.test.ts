import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../../test/auth-helpers';
import { validateHxl } from '../../../test/hxl-validator';
import { call, inDays, newPerson } from '../../../test/renting-helpers';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { DEV_ADMIN_EMAIL, DEV_PASSWORD } from '../../db/seed/dev-accounts';

let t: TestApp;
let admin: string;
let author: { cookie: string; id: string };
let helper: { cookie: string; id: string };

const TITLE = 'Agua y despensas para Juchitán (HXL)';

beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t, DEV_ADMIN_EMAIL, DEV_PASSWORD);
  author = await newPerson(t, 'hxl-author');
  helper = await newPerson(t, 'hxl-helper');
  // A verified request in two units, one item delivered in full and the other committed in part.
  const request = await (
    await call(t, author.cookie, 'POST', '/api/aid/requests', {
      title: TITLE,
      description: 'Cien personas sin agua potable.',
      aidTypes: ['water', 'food'],
      urgency: 'critical',
      placeName: 'Juchitán de Zaragoza, Oaxaca',
      region: 'oaxaca',
      country: 'México',
      lat: 16.433612345678,
      lng: -95.019487654321,
      peopleAffected: 100,
      items: [
        { name: 'Despensa', quantity: 120, unit: 'paquetes' },
        { name: 'Arroz', quantity: 200, unit: 'kg' },
      ],
      contactPreference: 'chat',
      organisation: 'Brigada Juchitán',
      neededUntil: inDays(20),
    })
  ).json();
  await call(t, admin, 'POST', `/api/aid/review/requests/${request.id}/verify`);
  const offer = async (itemId: string, quantity: number) =>
    (
      await call(t, helper.cookie, 'POST', '/api/aid/offers', {
        requestId: request.id,
        type: 'can_provide',
        details: 'Llevo lo que tengo en bodega',
        items: [{ itemId, quantity }],
      })
    ).json();
  const food = await offer(request.items[0].id, 1000);
  const rice = await offer(request.items[1].id, 50);
  await call(t, author.cookie, 'POST', `/api/aid/offers/${food.id}/delivered`);
  await call(t, author.cookie, 'POST', `/api/aid/offers/${rice.id}/respond`, { action: 'accept' });
});
afterAll(() => t.close());

async function csv(path: string, cookie: string | null = admin) {
  const res = await call(t, cookie, 'GET', path);
  expect(res.status).toBe(200);
  return { res, rows: parse(await res.text()) as string[][] };
}

function errorsOf(rows: string[][]) {
  return validateHxl(rows).filter((i) => i.severity === 'error');
}

describe('HXL exports against the HXL 1.1 dictionary', () => {
  it('the verifiers’ exports of requests and offers (with the sample data) have no validator errors', async () => {
    // Before this change: requests 0 errors, offers 18 errors (#capacity+num held "24 paquetes Despensa …").
    expect(errorsOf((await csv('/api/aid/review/export?kind=requests')).rows)).toEqual([]);
    expect(errorsOf((await csv('/api/aid/review/export?kind=offers')).rows)).toEqual([]);
  });

  it('one row per item, its unit beside it, numbers numeric; people (not quantities) in #inneed and #reached', async () => {
    const { rows } = await csv('/api/aid/review/export?kind=requests');
    const tags = rows[1]!;
    const mine = rows.filter((r) => r[tags.indexOf('#activity+name')] === TITLE);
    const col = (row: string[], tag: string) => row[tags.indexOf(tag)];
    expect(mine.map((r) => [col(r, '#item+name'), col(r, '#item+unit'), col(r, '#value+needed')])).toEqual([
      ['Despensa', 'paquetes', '120'],
      ['Arroz', 'kg', '200'],
    ]);
    expect(mine.map((r) => col(r, '#value+committed'))).toEqual(['120', '50']);
    expect(mine.map((r) => col(r, '#value+delivered'))).toEqual(['120', '0']);
    // People once per request, so a column sum counts them once; not reached until every item arrived.
    expect(mine.map((r) => col(r, '#inneed+ind'))).toEqual(['100', '']);
    expect(mine.map((r) => col(r, '#affected+ind'))).toEqual(['100', '']);
    expect(mine.map((r) => col(r, '#reached+ind'))).toEqual(['0', '']);
    // The state's P-code beside its name; coordinates to three decimals.
    expect([col(mine[0]!, '#adm1+name'), col(mine[0]!, '#adm1+code'), col(mine[0]!, '#country+code')]).toEqual([
      'Oaxaca',
      'MX20',
      'MEX',
    ]);
    expect([col(mine[0]!, '#geo+lat'), col(mine[0]!, '#geo+lon')]).toEqual(['16.434', '-95.019']);
    const { rows: offers } = await csv('/api/aid/review/export?kind=offers');
    const offerTags = offers[1]!;
    expect(offerTags).not.toContain('#capacity+num');
    const lines = offers.filter((r) => r[offerTags.indexOf('#activity+name')] === TITLE);
    expect(lines.map((r) => r[offerTags.indexOf('#value+offered')]).sort()).toEqual(['120', '50']);
  });

  it('publishes verified requests at a stable public address, without personal data, valid HXL', async () => {
    const { res, rows } = await csv('/api/aid/hxl/requests.csv', null);
    expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(res.headers.get('cache-control')).toBe('public, max-age=300');
    expect(errorsOf(rows)).toEqual([]);
    const tags = rows[1]!;
    expect(rows.slice(2).every((r) => r[tags.indexOf('#status')] !== 'under_review')).toBe(true);
    expect(rows.some((r) => r[tags.indexOf('#activity+name')] === TITLE)).toBe(true);
    const text = rows.flat().join('\n');
    for (const personal of [author.id, helper.id, '@example', 'hxl-author', 'hxl-helper'])
      expect(text).not.toContain(personal);
    // An unverified request is not in the public dataset.
    await call(t, author.cookie, 'POST', '/api/aid/requests', {
      title: 'Solicitud sin verificar (HXL)',
      description: 'Aún en revisión.',
      aidTypes: ['food'],
      urgency: 'low',
      placeName: 'Mérida, Yucatán',
      region: 'Yucatán',
      country: 'México',
      lat: 20.97,
      lng: -89.62,
      peopleAffected: 5,
      items: [],
      contactPreference: 'chat',
      neededUntil: inDays(5),
    });
    const again = (await csv('/api/aid/hxl/requests.csv', null)).rows.flat();
    expect(again).not.toContain('Solicitud sin verificar (HXL)');
  });
});
