import { favoritesStorageKey } from '@vira/domain/favorite-rules';

/**
 * The favourites list in the browser's storage, as the spec keeps it: a JSON list of listing ids as text under
 * 'favorites' for a guest and 'favorites_{userId}' for a signed-in person. Every change notifies subscribers in
 * this tab (and the 'storage' event brings changes from other tabs).
 */
const CHANGE_EVENT = 'vira:favorites-changed';

/** The ids in a stored list; anything unreadable counts as an empty list. */
export function parseFavorites(raw: string | null): number[] {
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    if (!Array.isArray(parsed)) return [];
    const ids = parsed.map((v) => Number(v)).filter((n) => Number.isInteger(n) && n > 0);
    return [...new Set(ids)];
  } catch {
    return [];
  }
}

export function readFavorites(userId: string | null): number[] {
  return parseFavorites(favoritesSnapshot(userId));
}

export function writeFavorites(userId: string | null, ids: number[]): void {
  try {
    localStorage.setItem(favoritesStorageKey(userId), JSON.stringify(ids.map(String)));
  } catch {
    // Private mode or full storage: the list lasts for this visit only (the server copy still holds it).
  }
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

export function subscribeFavorites(onChange: () => void): () => void {
  window.addEventListener(CHANGE_EVENT, onChange);
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(CHANGE_EVENT, onChange);
    window.removeEventListener('storage', onChange);
  };
}

/** The raw stored text, a stable snapshot for useSyncExternalStore. */
export function favoritesSnapshot(userId: string | null): string {
  try {
    return localStorage.getItem(favoritesStorageKey(userId)) ?? '[]';
  } catch {
    return '[]';
  }
}
