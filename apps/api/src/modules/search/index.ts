// The search module's face for the public pages (decision 044): a category page lists a search's first page.
export { search } from './search.service';
