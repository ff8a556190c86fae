import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { CommunityCategory } from '@vira/domain/community';
import { api, data } from '../api';

export const communityKeys = {
  all: ['community'] as const,
  overview: ['community', 'overview'] as const,
  topics: (filter: { category?: CommunityCategory; groupId?: string; page: number }) =>
    ['community', 'topics', filter] as const,
  topic: (id: string) => ['community', 'topic', id] as const,
  groups: (city: string) => ['community', 'groups', city] as const,
  events: (groupId?: string) => ['community', 'events', groupId ?? 'all'] as const,
  event: (id: string) => ['community', 'event', id] as const,
  reports: ['admin', 'community-reports'] as const,
};

export function communityOverviewQuery() {
  return queryOptions({ queryKey: communityKeys.overview, queryFn: () => data(api.GET('/api/community')) });
}

export function topicsQuery(filter: { category?: CommunityCategory; groupId?: string; page: number }) {
  return queryOptions({
    queryKey: communityKeys.topics(filter),
    queryFn: () => data(api.GET('/api/community/topics', { params: { query: filter } })),
    placeholderData: keepPreviousData,
  });
}

export function topicQuery(id: string) {
  return queryOptions({
    queryKey: communityKeys.topic(id),
    queryFn: () => data(api.GET('/api/community/topics/{id}', { params: { path: { id } } })),
    retry: false,
    // Others' replies show up while the topic is open.
    refetchInterval: 15_000,
  });
}

export function groupsQuery(city: string) {
  return queryOptions({
    queryKey: communityKeys.groups(city),
    queryFn: () => data(api.GET('/api/community/groups', { params: { query: city ? { city } : {} } })),
    placeholderData: keepPreviousData,
  });
}

export function eventsQuery(groupId?: string) {
  return queryOptions({
    queryKey: communityKeys.events(groupId),
    queryFn: () => data(api.GET('/api/community/events', { params: { query: groupId ? { groupId } : {} } })),
  });
}

export function eventQuery(id: string) {
  return queryOptions({
    queryKey: communityKeys.event(id),
    queryFn: () => data(api.GET('/api/community/events/{id}', { params: { path: { id } } })),
  });
}

export function communityReportsQuery() {
  return queryOptions({
    queryKey: communityKeys.reports,
    queryFn: () => data(api.GET('/api/admin/community-reports')),
  });
}
