import type { FavoriteList } from '@vira/domain/favorite';
import { apiFetch } from '@/lib/api-client';

export function fetchFavorites(): Promise<FavoriteList> {
  return apiFetch<FavoriteList>('/api/favorites');
}

export function putFavorite(listingId: number): Promise<FavoriteList> {
  return apiFetch<FavoriteList>(`/api/favorites/${listingId}`, { method: 'PUT' });
}

export function deleteFavorite(listingId: number): Promise<FavoriteList> {
  return apiFetch<FavoriteList>(`/api/favorites/${listingId}`, { method: 'DELETE' });
}

export function mergeFavorites(ids: number[]): Promise<FavoriteList> {
  return apiFetch<FavoriteList>('/api/favorites/merge', { method: 'POST', json: { ids } });
}
