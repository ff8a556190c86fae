import { act, waitFor } from '@testing-library/react';
import type { MessagePage } from '@vira/domain/chat';
import { describe, expect, it } from 'vitest';
import { chatKeys } from '@/lib/queries/chat-queries';
import type { ApiBody } from '@/test/fetch-stub';
import { renderHookWithApp } from '@/test/render-with-app';
import { useLoadOlderMessages } from './chat-api';

type Message = ApiBody<'GET /api/conversations/{id}/messages'>['messages'][number];

const message = (id: string): Message => ({
  id,
  conversationId: 'c1',
  senderId: 'ana',
  body: `mensaje ${id}`,
  automatic: false,
  bookingId: null,
  status: 'read',
  createdAt: '2026-11-22T10:00:00Z',
});

describe('load earlier messages', () => {
  it('asks for the page before the oldest shown and puts it in front, without duplicates', async () => {
    const shown: MessagePage = { messages: [message('m3'), message('m4')], nextBefore: 'm3' };
    const { result, fetch, queryClient } = await renderHookWithApp(() => useLoadOlderMessages('c1'), {
      cache: [[chatKeys.messages('c1'), shown]],
      fetch: {
        'GET /api/conversations/{id}/messages': () => ({
          status: 200,
          body: { messages: [message('m1'), message('m2'), message('m3')], nextBefore: null },
        }),
      },
    });
    act(() => result.current.mutate('m3'));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    const page = queryClient.getQueryData<MessagePage>(chatKeys.messages('c1'))!;
    expect(page.messages.map((m) => m.id)).toEqual(['m1', 'm2', 'm3', 'm4']);
    expect(page.nextBefore).toBeNull();
    expect(
      fetch.calls('GET /api/conversations/{id}/messages').map((c) => [c.params.id, c.query.get('before')]),
    ).toEqual([['c1', 'm3']]);
  });
});
