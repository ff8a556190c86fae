/** The listings module's face for the public pages: one live listing, whether one was deleted, and the sitemap's. */
export { toListing } from './listing.mapper';
export {
  findListingById,
  listedAfter,
  listedCategoryChanges,
  listedIdRanges,
  wasListingRemoved,
} from './listings.repository';
