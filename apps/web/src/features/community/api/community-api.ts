import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CommunityTopic, EventUpdate, NewEvent, NewGroup, NewTopic } from '@vira/domain/community';
import { api, data } from '@/lib/api';
import { communityKeys } from '@/lib/queries/community-queries';

const path = (id: string) => ({ params: { path: { id } } });

export function useCreateTopic() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: NewTopic) => data(api.POST('/api/community/topics', { body })),
    onSuccess: (topic) => {
      client.setQueryData(communityKeys.topic(topic.id), topic);
      void client.invalidateQueries({ queryKey: communityKeys.all });
    },
  });
}

export function useReply(topicId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { body: string; replyToId?: string }) =>
      data(api.POST('/api/community/topics/{id}/posts', { ...path(topicId), body })),
    onSuccess: () => void client.invalidateQueries({ queryKey: communityKeys.all }),
  });
}

export function useEditPost(topicId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: string }) =>
      data(api.PATCH('/api/community/posts/{id}', { ...path(id), body: { body } })),
    onSuccess: () => void client.invalidateQueries({ queryKey: communityKeys.topic(topicId) }),
  });
}

export function useLike(topicId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, liked }: { id: string; liked: boolean }) =>
      data(
        liked
          ? api.PUT('/api/community/posts/{id}/like', path(id))
          : api.DELETE('/api/community/posts/{id}/like', path(id)),
      ),
    onSuccess: (result, { id }) =>
      client.setQueryData<CommunityTopic>(communityKeys.topic(topicId), (topic) =>
        topic ? { ...topic, posts: topic.posts.map((p) => (p.id === id ? { ...p, ...result } : p)) } : topic,
      ),
  });
}

export function useReportPost() {
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason?: string }) =>
      data(api.POST('/api/community/posts/{id}/report', { ...path(id), body: reason ? { reason } : {} })),
  });
}

export function useTopicFlags(topicId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { pinned?: boolean; closed?: boolean }) =>
      data(api.PATCH('/api/community/topics/{id}', { ...path(topicId), body })),
    onSuccess: (topic) => {
      client.setQueryData(communityKeys.topic(topicId), topic);
      void client.invalidateQueries({ queryKey: ['community', 'topics'] });
    },
  });
}

export function useCreateGroup() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: NewGroup) => data(api.POST('/api/community/groups', { body })),
    onSuccess: () => void client.invalidateQueries({ queryKey: ['community', 'groups'] }),
  });
}

export function useMembership() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, member }: { id: string; member: boolean }) =>
      data(
        member
          ? api.PUT('/api/community/groups/{id}/membership', path(id))
          : api.DELETE('/api/community/groups/{id}/membership', path(id)),
      ),
    onSuccess: () => void client.invalidateQueries({ queryKey: ['community', 'groups'] }),
  });
}

export function useCreateEvent() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: NewEvent) => data(api.POST('/api/community/events', { body })),
    onSuccess: () => void client.invalidateQueries({ queryKey: ['community', 'events'] }),
  });
}

export function useAttendance(eventId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (attending: boolean) =>
      data(
        attending
          ? api.PUT('/api/community/events/{id}/attendance', path(eventId))
          : api.DELETE('/api/community/events/{id}/attendance', path(eventId)),
      ),
    onSuccess: (event) => {
      client.setQueryData(communityKeys.event(eventId), event);
      void client.invalidateQueries({ queryKey: ['community', 'events'] });
    },
  });
}

export function useUpdateEvent(eventId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: EventUpdate) => data(api.PATCH('/api/community/events/{id}', { ...path(eventId), body })),
    onSuccess: (event) => {
      client.setQueryData(communityKeys.event(eventId), event);
      void client.invalidateQueries({ queryKey: ['community', 'events'] });
    },
  });
}

export function useHidePost() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) =>
      data(api.POST('/api/admin/community/posts/{id}/hide', { ...path(id), body: { reason } })),
    onSuccess: () => void client.invalidateQueries({ queryKey: communityKeys.reports }),
  });
}
