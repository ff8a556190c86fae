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
export {
  catalogueChangedHere,
  notifyCatalogueChange,
  onCatalogueChange,
  setCatalogueBroadcaster,
} from './catalogue-changes';
export { listingMessages } from './listings.messages';
export { findListedOf } from './listings.repository';
export { registerListingRoutes } from './listings.routes';
export { catalogueDayPriceUsd, inCatalogue } from './catalogue-scope';
export { personRating, personRatingSql } from './person-rating';
