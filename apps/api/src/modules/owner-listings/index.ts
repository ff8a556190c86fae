/** The owner-listings module's face: what other modules may use. */
export { registerListingCalendarRoutes } from './listing-calendar.routes';
export { calendarRefresh } from './listing-calendar.service';
export { deleteListingRow, updateListingRow } from './owner-listings.repository';
export { registerOwnerListingRoutes } from './owner-listings.routes';
export {
  ownerListingsChanged,
  refreshListingRating,
  setListingHidden,
  setListingRule,
} from './owner-listings.repository';
export { rentingReads } from './renting-reads';
