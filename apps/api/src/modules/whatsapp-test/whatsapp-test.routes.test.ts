import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxFor, signIn } from '../../../test/auth-helpers';
import { call, newPerson } from '../../../test/renting-helpers';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { DEV_ADMIN_EMAIL, DEV_PASSWORD } from '../../db/seed/dev-accounts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function verify(cookie: string, phone: string): Promise<void> {
  expect((await call(t, cookie, 'POST', '/api/whatsapp/verify/send', { phone })).status).toBe(204);
  const [message] = await outboxFor(t, phone);
  const code = message!.codes[0]!;
  const wrong = code === '000000' ? '111111' : '000000';
  const bad = await call(t, cookie, 'POST', '/api/whatsapp/verify/confirm', { phone, code: wrong });
  expect(bad.status).toBe(400);
  const ok = await call(t, cookie, 'POST', '/api/whatsapp/verify/confirm', { phone, code });
  expect(ok.status).toBe(200);
  expect(await ok.json()).toMatchObject({ verifiedPhone: phone });
}

describe('WhatsApp test', () => {
  it('says which sender is configured, to anyone', async () => {
    expect(await (await call(t, null, 'GET', '/api/whatsapp/status')).json()).toEqual({
      sender: 'outbox',
      verifiedPhone: null,
      canSendToOthers: false,
    });
  });

  it('a person verifies their number with a 6-digit code and sends themselves a test, which lands in the outbox', async () => {
    const p = await newPerson(t, 'wa');
    const first = await call(t, p.cookie, 'POST', '/api/whatsapp/test-message', {});
    expect(first.status).toBe(400);
    expect((await first.json()).error.message).toBe('Primero verifica tu número de WhatsApp con un código.');
    await verify(p.cookie, '+525511223344');
    const sent = await call(t, p.cookie, 'POST', '/api/whatsapp/test-message', {});
    expect(await sent.json()).toEqual({ to: '+525511223344', sender: 'outbox' });
    const messages = await outboxFor(t, '+525511223344');
    expect(messages.some((m) => JSON.stringify(m).includes('Mensaje de prueba de Vira'))).toBe(true);
  });

  it('is never an open relay: only admins name another number; everyone is rate limited', async () => {
    const p = await newPerson(t, 'relay');
    await verify(p.cookie, '+525599887766');
    const other = await call(t, p.cookie, 'POST', '/api/whatsapp/test-message', { to: '+525500000001' });
    expect(other.status).toBe(403);
    expect((await other.json()).error.message).toBe(
      'Sólo la administración puede enviar mensajes de prueba a otro número.',
    );
    expect(await outboxFor(t, '+525500000001')).toEqual([]);
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++)
      statuses.push((await call(t, p.cookie, 'POST', '/api/whatsapp/test-message', {})).status);
    expect(statuses).toEqual([200, 200, 200, 429]);

    const admin = await signIn(t, DEV_ADMIN_EMAIL, DEV_PASSWORD);
    expect((await (await call(t, admin, 'GET', '/api/whatsapp/status')).json()).canSendToOthers).toBe(true);
    const byAdmin = await call(t, admin, 'POST', '/api/whatsapp/test-message', { to: '+525500000002' });
    expect(byAdmin.status).toBe(200);
    expect(await outboxFor(t, '+525500000002')).toHaveLength(1);
  });

  it('a number verified on one account cannot be claimed by another (409); guests get 401', async () => {
    const a = await newPerson(t, 'a');
    const b = await newPerson(t, 'b');
    await verify(a.cookie, '+525512121212');
    await call(t, b.cookie, 'POST', '/api/whatsapp/verify/send', { phone: '+525512121212' });
    const [latest] = await outboxFor(t, '+525512121212');
    const taken = await call(t, b.cookie, 'POST', '/api/whatsapp/verify/confirm', {
      phone: '+525512121212',
      code: latest!.codes[0],
    });
    expect(taken.status).toBe(409);
    expect((await call(t, null, 'POST', '/api/whatsapp/test-message', {})).status).toBe(401);
    expect((await call(t, a.cookie, 'POST', '/api/whatsapp/verify/send', { phone: '5512' })).status).toBe(400);
  });
});
