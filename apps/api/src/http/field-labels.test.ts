import type { ApiErrorBody } from '@vira/domain/api-error';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function refused(path: string, language = 'es'): Promise<ApiErrorBody['error']> {
  const res = await t.request(path, { headers: { 'X-Vira-Language': language } });
  expect(res.status, path).toBe(400);
  return ((await res.json()) as ApiErrorBody).error;
}

// Issue 34, item 13: a refused field is named by the label its form shows, in the person's language.
describe('validation messages name fields as people see them', () => {
  it('says «Monto mínimo», not «minAmount», and in Arabic the Arabic label', async () => {
    const es = await refused('/api/tenders?minAmount=-1');
    expect(es.message).toContain('«Monto mínimo»');
    expect(es.message).not.toContain('minAmount');
    expect(es.fields).toHaveProperty('minAmount');
    const ar = await refused('/api/tenders?minAmount=-1', 'ar');
    expect(ar.message).toContain('«الحد الأدنى للمبلغ»');
    expect(ar.message).not.toContain('minAmount');
  });

  it('refuses #$% as a tracking code for what it is: not letters and digits', async () => {
    const error = await refused(`/api/shipping/track/${encodeURIComponent('#$%')}`);
    expect(error.message).toContain('«Número de guía»');
    expect(error.message).toContain('de 6 a 40 letras y números');
    expect(error.message).not.toMatch(/caracteres/);
  });

  it('keeps a field no form shows under its own name', async () => {
    const error = await refused('/api/search?pageSize=500');
    expect(error.message).toContain('«pageSize»');
  });
});
