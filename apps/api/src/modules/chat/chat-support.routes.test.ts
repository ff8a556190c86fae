import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../../test/auth-helpers';
import { call, newPerson } from '../../../test/renting-helpers';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { DEV_ADMIN_EMAIL, DEV_PASSWORD } from '../../db/seed/dev-accounts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('Soporte Vira inbox', () => {
  it('a person writes to support, an admin sees it unanswered, answers as Soporte Vira, and the person reads it', async () => {
    const person = await newPerson(t, 'support');
    const opened = await call(t, person.cookie, 'POST', '/api/support/conversation');
    expect(opened.status).toBe(200);
    const conversation = await opened.json();
    expect(conversation.other).toMatchObject({ id: 'vira-support', fullName: 'Soporte Vira' });
    // Opening again finds the same conversation.
    expect((await (await call(t, person.cookie, 'POST', '/api/support/conversation')).json()).id).toBe(conversation.id);

    const sent = await call(t, person.cookie, 'POST', `/api/conversations/${conversation.id}/messages`, {
      body: 'No me llegó el código de mi pedido',
    });
    expect(sent.status).toBe(201);

    const admin = await signIn(t, DEV_ADMIN_EMAIL, DEV_PASSWORD);
    const inbox = await (await call(t, admin, 'GET', '/api/admin/support')).json();
    const thread = inbox.threads.find((th: { conversationId: string }) => th.conversationId === conversation.id);
    expect(thread).toMatchObject({ personId: person.id, unread: 1 });
    expect(thread.lastMessage.body).toBe('No me llegó el código de mi pedido');

    const page = await (await call(t, admin, 'GET', `/api/admin/support/${conversation.id}/messages`)).json();
    expect(page.messages.map((m: { body: string }) => m.body)).toEqual(['No me llegó el código de mi pedido']);
    expect(page.messages[0].status).toBe('read');
    const answer = await call(t, admin, 'POST', `/api/admin/support/${conversation.id}/messages`, {
      body: 'Hola, ya lo reenviamos a tu correo.',
    });
    expect(answer.status).toBe(201);
    expect((await answer.json()).senderId).toBe('vira-support');

    const mine = await (await call(t, person.cookie, 'GET', `/api/conversations/${conversation.id}/messages`)).json();
    expect(mine.messages.map((m: { senderId: string; body: string }) => [m.senderId, m.body])).toEqual([
      [person.id, 'No me llegó el código de mi pedido'],
      ['vira-support', 'Hola, ya lo reenviamos a tu correo.'],
    ]);
    // The person's list shows the conversation as one with Soporte Vira, with the answer unread.
    const list = await (await call(t, person.cookie, 'GET', '/api/conversations')).json();
    expect(list.conversations.find((c: { id: string }) => c.id === conversation.id)).toMatchObject({
      other: { fullName: 'Soporte Vira' },
      unreadCount: 1,
    });
    // Answered threads move below unanswered ones and no longer count as unread.
    const after = await (await call(t, admin, 'GET', '/api/admin/support')).json();
    expect(after.threads.find((th: { conversationId: string }) => th.conversationId === conversation.id).unread).toBe(
      0,
    );
  });

  it('only admins see or answer the inbox (404); nobody reads another person’s support conversation', async () => {
    const person = await newPerson(t, 'support');
    const other = await newPerson(t, 'support');
    const { id } = await (await call(t, person.cookie, 'POST', '/api/support/conversation')).json();
    expect((await call(t, other.cookie, 'GET', '/api/admin/support')).status).toBe(404);
    expect((await call(t, other.cookie, 'POST', `/api/admin/support/${id}/messages`, { body: 'Hola' })).status).toBe(
      404,
    );
    expect((await call(t, other.cookie, 'GET', `/api/conversations/${id}/messages`)).status).toBe(404);
    expect((await call(t, null, 'POST', '/api/support/conversation')).status).toBe(401);
    const admin = await signIn(t, DEV_ADMIN_EMAIL, DEV_PASSWORD);
    expect((await call(t, admin, 'POST', `/api/admin/support/${id}/messages`, { body: '   ' })).status).toBe(400);
    expect(
      (await call(t, admin, 'GET', '/api/admin/support/00000000-0000-0000-0000-000000000000/messages')).status,
    ).toBe(404);
  });
});
