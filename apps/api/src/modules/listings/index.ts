/**
 * The listings module's face: one live listing, whether one was deleted, the sitemap's (public pages), and what the
 * catalogue is (every catalogue figure).
 */
export { toListing } from './listing.mapper';
export {
  findListingById,
  listedAfter,
  listedCategoryChanges,
  listedIdRanges,
  wasListingRemoved,
} from './listings.repository';
export { catalogueDayPriceUsd, inCatalogue } from './catalogue-scope';
