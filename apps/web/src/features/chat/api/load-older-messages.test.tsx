import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { Message, MessagePage } from '@vira/domain/chat';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { chatKeys } from '@/lib/queries/chat-queries';
import { useLoadOlderMessages } from './chat-api';

const message = (id: string): Message =>
  ({ id, body: `mensaje ${id}`, senderId: 'ana', createdAt: '2026-11-22T10:00:00Z' }) as unknown as Message;

afterEach(() => vi.unstubAllGlobals());

describe('load earlier messages', () => {
  it('asks for the page before the oldest shown and puts it in front, without duplicates', async () => {
    const client = new QueryClient();
    client.setQueryData<MessagePage>(chatKeys.messages('c1'), {
      messages: [message('m3'), message('m4')],
      nextBefore: 'm3',
    });
    const fetch = vi.fn(async (request: Request) => {
      expect(new URL(request.url).searchParams.get('before')).toBe('m3');
      return new Response(
        JSON.stringify({ messages: [message('m1'), message('m2'), message('m3')], nextBefore: null }),
        {
          status: 200,
          headers: { 'Content-Type': 'application/json' },
        },
      );
    });
    vi.stubGlobal('fetch', fetch);
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useLoadOlderMessages('c1'), { wrapper });
    act(() => result.current.mutate('m3'));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    const page = client.getQueryData<MessagePage>(chatKeys.messages('c1'))!;
    expect(page.messages.map((m) => m.id)).toEqual(['m1', 'm2', 'm3', 'm4']);
    expect(page.nextBefore).toBeNull();
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
