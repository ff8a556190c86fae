import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, data } from '@/lib/api';
import { chatKeys } from '@/lib/queries/chat-queries';

// Apart from chat-api.ts, which the layout loads on every page: these ship only with the pages that use them.
/** Opens (or finds) the person's "Soporte Vira" conversation. */
export function useOpenSupport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => data(api.POST('/api/support/conversation')),
    onSuccess: (conversation) => client.setQueryData(chatKeys.one(conversation.id), conversation),
  });
}

export const supportKeys = {
  inbox: ['support', 'inbox'] as const,
  thread: (id: string) => ['support', 'thread', id] as const,
};

/** The inbox has no live stream of its own (it is not a person): admins' panel polls it while open. */
const INBOX_POLL_MS = 5_000;

export function useSupportInbox() {
  return useQuery({
    queryKey: supportKeys.inbox,
    queryFn: () => data(api.GET('/api/admin/support')),
    refetchInterval: INBOX_POLL_MS,
  });
}

export function useSupportThread(id: string | null) {
  return useQuery({
    queryKey: supportKeys.thread(id ?? ''),
    queryFn: () => data(api.GET('/api/admin/support/{id}/messages', { params: { path: { id: id! } } })),
    enabled: id !== null,
    refetchInterval: INBOX_POLL_MS,
  });
}

export function useAnswerSupport(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: string) =>
      data(api.POST('/api/admin/support/{id}/messages', { params: { path: { id } }, body: { body } })),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: supportKeys.thread(id) });
      void client.invalidateQueries({ queryKey: supportKeys.inbox });
    },
  });
}
