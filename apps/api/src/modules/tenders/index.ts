// The tenders module's face for the public pages (decision 044): one tender, and the sitemap's rows.
export { getTender } from './tenders.service';
export { tenderRows } from './tenders.repository';
export { registerTenderRoutes } from './tenders.routes';
export { TENDER_IMPORT_MAX_BYTES, importPackage } from './tenders.service';
export { tenderReminderJob } from './tenders.service';
