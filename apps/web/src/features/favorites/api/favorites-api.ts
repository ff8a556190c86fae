import { api, data } from '@/lib/api';

export function fetchFavorites() {
  return data(api.GET('/api/favorites'));
}

export function putFavorite(listingId: number) {
  return data(api.PUT('/api/favorites/{listingId}', { params: { path: { listingId: String(listingId) } } }));
}

export function deleteFavorite(listingId: number) {
  return data(api.DELETE('/api/favorites/{listingId}', { params: { path: { listingId: String(listingId) } } }));
}

export function mergeFavorites(ids: number[]) {
  return data(api.POST('/api/favorites/merge', { body: { ids } }));
}
