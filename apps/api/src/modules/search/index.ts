// The search module's face for the public pages (decision 044): a category page lists a search's first page.
export { search } from './search.service';
export { removalsRetention } from './removals-retention';
export { startTextIndex } from './search-text-index';
export { searchMessages } from './search.messages';
export { registerSearchRoutes } from './search.routes';
export { containsPattern, toTsQuery } from './search.service';
