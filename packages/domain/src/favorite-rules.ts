// Apart from the zod contract in favorite.ts: every card's heart reads these, and must not load zod to do so.

/** Most favourites one account keeps; a guest list merged on sign-in is cut to this. */
export const FAVORITES_MAX = 500;

/** Browser storage key of the favourites list: shared for guests, per person once signed in (spec). */
export function favoritesStorageKey(userId: string | null | undefined): string {
  return userId ? `favorites_${userId}` : 'favorites';
}
