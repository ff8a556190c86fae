import { z } from 'zod';

/** Most favourites one account keeps; a guest list merged on sign-in is cut to this. */
export const FAVORITES_MAX = 500;

/** A person's favourite listing ids, newest first. */
export const favoriteListSchema = z.object({ ids: z.array(z.number().int().positive()) });
export type FavoriteList = z.infer<typeof favoriteListSchema>;

export const mergeFavoritesBodySchema = z.object({
  ids: z.array(z.coerce.number().int().positive().max(2_147_483_647)).max(FAVORITES_MAX),
});

/** Browser storage key of the favourites list: shared for guests, per person once signed in (spec). */
export function favoritesStorageKey(userId: string | null | undefined): string {
  return userId ? `favorites_${userId}` : 'favorites';
}
