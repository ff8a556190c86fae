/** The favorites module's face: what other modules may use. */
export { deleteAllFavorites } from './favorites.repository';
export { registerFavoriteRoutes } from './favorites.routes';
