// The tenders module's face for the public pages (decision 044): one tender, and the sitemap's rows.
export { getTender } from './tenders.service';
export { tenderRows } from './tenders.repository';
