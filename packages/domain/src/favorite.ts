import { z } from 'zod';
import { idSchema } from './id';
import { FAVORITES_MAX } from './favorite-rules';

/** A person's favourite listing ids, newest first. */
export const favoriteListSchema = z.object({ ids: z.array(z.number().int().positive()) });
export type FavoriteList = z.infer<typeof favoriteListSchema>;

export const mergeFavoritesBodySchema = z.object({
  ids: z.array(idSchema).max(FAVORITES_MAX),
});
