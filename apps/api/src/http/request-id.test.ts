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

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('X-Request-Id', () => {
  it('keeps a caller’s UUID, in the header and in the error shape', async () => {
    const id = '3f2b8c1e-9a4d-4e6f-8b7a-1c2d3e4f5a6b';
    const res = await t.request('/api/listings/999999', { headers: { 'X-Request-Id': id } });
    expect(res.headers.get('X-Request-Id')).toBe(id);
    expect(((await res.json()) as ApiErrorBody).error.requestId).toBe(id);
  });

  it.each(['<script>alert(1)</script>', 'admin', 'a'.repeat(200), '3f2b8c1e-9a4d-4e6f-8b7a-1c2d3e4f5a6b-extra'])(
    'replaces anything else (%s) with a generated UUID',
    async (offered) => {
      const res = await t.request('/api/listings/999999', { headers: { 'X-Request-Id': offered } });
      const echoed = res.headers.get('X-Request-Id')!;
      expect(echoed).toMatch(UUID);
      expect(((await res.json()) as ApiErrorBody).error.requestId).toBe(echoed);
    },
  );

  it('generates one when none is sent', async () => {
    expect((await t.request('/api/health')).headers.get('X-Request-Id')).toMatch(UUID);
  });
});

describe('password-reset answer', () => {
  it('speaks the person’s language like every other answer', async () => {
    const reset = (lang: string) =>
      t.request('/api/auth/request-password-reset', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Accept-Language': lang },
        body: JSON.stringify({ email: 'alguien@example.com' }),
      });
    const es = await reset('es');
    expect(es.status).toBe(200);
    expect(((await es.json()) as { message: string }).message).toBe(
      'Si el email está registrado, recibirás un enlace para restablecer tu contraseña.',
    );
    expect(((await (await reset('fr')).json()) as { message: string }).message).toContain('réinitialiser');
  });
});
