import { queryOptions } from '@tanstack/react-query';
import { api, data } from '../api';

export const chatKeys = {
  all: ['chat'] as const,
  list: ['chat', 'list'] as const,
  one: (id: string) => ['chat', 'conversation', id] as const,
  messages: (id: string) => ['chat', 'messages', id] as const,
  settings: ['chat', 'settings'] as const,
};

export function conversationsQuery(enabled = true) {
  return queryOptions({
    queryKey: chatKeys.list,
    queryFn: () => data(api.GET('/api/conversations')),
    enabled,
    staleTime: 30_000,
  });
}

export function conversationQuery(id: string) {
  return queryOptions({
    queryKey: chatKeys.one(id),
    queryFn: () => data(api.GET('/api/conversations/{id}', { params: { path: { id } } })),
    retry: false,
  });
}

export function messagesQuery(id: string) {
  return queryOptions({
    queryKey: chatKeys.messages(id),
    queryFn: () => data(api.GET('/api/conversations/{id}/messages', { params: { path: { id }, query: {} } })),
    staleTime: 0,
  });
}

export function chatSettingsQuery() {
  return queryOptions({ queryKey: chatKeys.settings, queryFn: () => data(api.GET('/api/notification-settings')) });
}
