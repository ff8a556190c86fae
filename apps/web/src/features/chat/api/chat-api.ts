import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Message, MessagePage, OpenConversationBody, ReportMessageBody } from '@vira/domain/chat';
import { useEffect } from 'react';
import { api, data } from '@/lib/api';
import { useAuth } from '@/lib/auth/use-auth';
import { onLiveEvent } from '@/lib/live-events';
import { chatKeys, conversationQuery, conversationsQuery, messagesQuery } from '@/lib/queries/chat-queries';

export function useConversations() {
  const { user } = useAuth();
  return useQuery(conversationsQuery(user !== null));
}

export function useConversation(id: string) {
  return useQuery(conversationQuery(id));
}

export function useMessages(id: string) {
  return useQuery(messagesQuery(id));
}

/**
 * Older messages, a page at a time: fetched with `before` and put in front of what the thread already shows,
 * in the same cache entry live messages are appended to.
 */
export function useLoadOlderMessages(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (before: string) =>
      data(api.GET('/api/conversations/{id}/messages', { params: { path: { id }, query: { before } } })),
    onSuccess: (older) =>
      client.setQueryData<MessagePage>(chatKeys.messages(id), (page) =>
        page
          ? {
              messages: [...older.messages.filter((m) => !page.messages.some((p) => p.id === m.id)), ...page.messages],
              nextBefore: older.nextBefore,
            }
          : page,
      ),
  });
}

export function useOpenConversation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: OpenConversationBody) => data(api.POST('/api/conversations', { body })),
    onSuccess: (conversation) => client.setQueryData(chatKeys.one(conversation.id), conversation),
  });
}

function appendMessage(page: MessagePage | undefined, message: Message): MessagePage | undefined {
  if (!page || page.messages.some((m) => m.id === message.id)) return page;
  return { ...page, messages: [...page.messages, message] };
}

export function useSendMessage(conversationId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: string) =>
      data(api.POST('/api/conversations/{id}/messages', { params: { path: { id: conversationId } }, body: { body } })),
    onSuccess: (message) => {
      client.setQueryData<MessagePage>(chatKeys.messages(conversationId), (page) => appendMessage(page, message));
      void client.invalidateQueries({ queryKey: chatKeys.list });
    },
  });
}

export function acknowledge(conversationId: string, status: 'delivered' | 'read') {
  const params = { params: { path: { id: conversationId } } };
  const sent =
    status === 'read'
      ? api.POST('/api/conversations/{id}/read', params)
      : api.POST('/api/conversations/{id}/delivered', params);
  return data(sent).catch(() => undefined);
}

export function leave(conversationId: string) {
  // keepalive: leaving is often a navigation or a closed tab, and the request must still reach the server.
  return data(
    api.DELETE('/api/conversations/{id}/presence', { params: { path: { id: conversationId } }, keepalive: true }),
  ).catch(() => undefined);
}

export function useBlock(conversationId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (block: boolean) =>
      block
        ? data(api.PUT('/api/conversations/{id}/block', { params: { path: { id: conversationId } } }))
        : data(api.DELETE('/api/conversations/{id}/block', { params: { path: { id: conversationId } } })),
    onSuccess: (conversation) => {
      client.setQueryData(chatKeys.one(conversationId), conversation);
      void client.invalidateQueries({ queryKey: chatKeys.list });
    },
  });
}

export function useReportMessage() {
  return useMutation({
    mutationFn: ({ messageId, body }: { messageId: string; body: ReportMessageBody }) =>
      data(api.POST('/api/messages/{id}/report', { params: { path: { id: messageId } }, body })),
  });
}

/**
 * Keeps every chat cache of this tab live: new messages are appended where they belong, ticks follow receipts,
 * and a message received anywhere in the app is acknowledged as delivered (the sender sees two ticks).
 */
export function useLiveChat() {
  const client = useQueryClient();
  const { user } = useAuth();
  useEffect(
    () =>
      onLiveEvent((event) => {
        if (event.kind === 'message') {
          const message = event.data;
          client.setQueryData<MessagePage>(chatKeys.messages(message.conversationId), (page) =>
            appendMessage(page, message),
          );
          void client.invalidateQueries({ queryKey: chatKeys.list });
          if (user && message.senderId !== user.id) void acknowledge(message.conversationId, 'delivered');
        } else if (event.kind === 'receipt') {
          const receipt = event.data;
          client.setQueryData<MessagePage>(chatKeys.messages(receipt.conversationId), (page) =>
            page
              ? {
                  ...page,
                  messages: page.messages.map((m) =>
                    user && m.senderId === user.id && m.createdAt <= receipt.upTo && m.status !== 'read'
                      ? { ...m, status: receipt.status }
                      : m,
                  ),
                }
              : page,
          );
          void client.invalidateQueries({ queryKey: chatKeys.list });
        } else if (event.kind === 'conversation') {
          void client.invalidateQueries({ queryKey: chatKeys.all });
        }
      }),
    [client, user],
  );
}
