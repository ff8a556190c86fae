import { FAVORITES_MAX } from '@vira/domain/favorite-rules';
import { useCallback, useEffect, useMemo, useSyncExternalStore } from 'react';
import { useAuth } from '@/lib/auth/use-auth';
import { deleteFavorite, mergeFavorites, putFavorite } from '../api/favorites-api';
import {
  favoritesSnapshot,
  parseFavorites,
  readFavorites,
  subscribeFavorites,
  writeFavorites,
} from './favorites-store';

// One merge per person per page load, however many hearts are on screen.
const synced = new Map<string, Promise<void>>();

/**
 * Brings a signed-in person's browser list and account list together: what they hearted as a guest and what
 * this browser remembers for them is added to the account, and the account's list (from every device) is
 * written back. The guest list is then emptied: those favourites now belong to the account.
 */
function syncWithAccount(userId: string): Promise<void> {
  let running = synced.get(userId);
  if (!running) {
    const guest = readFavorites(null);
    const local = readFavorites(userId);
    running = mergeFavorites([...new Set([...local, ...guest])].slice(0, FAVORITES_MAX))
      .then(({ ids }) => {
        writeFavorites(userId, ids);
        if (guest.length > 0) writeFavorites(null, []);
      })
      .catch(() => {
        // Offline or server trouble: keep the local list and try again on the next page load.
        synced.delete(userId);
      });
    synced.set(userId, running);
  }
  return running;
}

export interface FavoritesState {
  ids: number[];
  /** False while the session is still being checked (we do not yet know whose list to show). */
  ready: boolean;
  isFavorite(listingId: number): boolean;
  /** Adds or removes; resolves to the new state, rejects when the server refused (the change is undone). */
  toggle(listingId: number): Promise<boolean>;
}

/** The person's favourites: from this browser at once, kept in step with the account when signed in. */
export function useFavorites(): FavoritesState {
  const { user, loading } = useAuth();
  const userId = loading ? null : (user?.id ?? null);
  const snapshot = useSyncExternalStore(
    subscribeFavorites,
    () => favoritesSnapshot(userId),
    () => '[]',
  );
  const ids = useMemo(() => parseFavorites(snapshot), [snapshot]);

  useEffect(() => {
    if (userId) void syncWithAccount(userId);
  }, [userId]);

  const isFavorite = useCallback((listingId: number) => ids.includes(listingId), [ids]);

  const toggle = useCallback(
    async (listingId: number) => {
      const before = readFavorites(userId);
      const adding = !before.includes(listingId);
      const after = adding ? [listingId, ...before] : before.filter((id) => id !== listingId);
      writeFavorites(userId, after);
      if (!userId) return adding;
      try {
        const { ids: server } = await (adding ? putFavorite(listingId) : deleteFavorite(listingId));
        writeFavorites(userId, server);
        return adding;
      } catch (error) {
        writeFavorites(userId, before);
        throw error;
      }
    },
    [userId],
  );

  return { ids, ready: !loading, isFavorite, toggle };
}
