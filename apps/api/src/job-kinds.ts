import { auditCheckpoints } from './modules/audit';
import { messageEmailJob } from './modules/chat';
import { impactRefresh } from './modules/impact';
import { creditNoteJob, taxInvoiceJob } from './modules/invoices';
import { jobRetention, type AnyJobKind } from './modules/jobs';
import { liveRetention } from './modules/live';
import { partnerCheckJob } from './modules/microcredits';
import { noticeEmailJob, noticeWhatsAppJob } from './modules/notifications';
import { calendarRefresh } from './modules/owner-listings';
import {
  autoReceiptJob,
  autoReturnJob,
  claimAnswerJob,
  holdExpiryJob,
  payoutRuns,
  reconciliationRuns,
  refundJob,
  requestExpiryJob,
  settlementJob,
} from './modules/renting';
import { removalsRetention } from './modules/search';
import { tenderReminderJob } from './modules/tenders';
import { verificationExpiry, verificationRetention } from './modules/verification';

/**
 * Every kind of durable job this app runs, registered at start-up (`bootstrap.ts`): a kind missing here cannot be
 * enqueued, and a row of it would fail in the runner. Recurring ones (those with `every`) are started by main.ts.
 */
export function jobKinds(): AnyJobKind[] {
  // A function, not a top-level list: read after every face has loaded (decision 054, face loading).
  return [
    noticeEmailJob,
    noticeWhatsAppJob,
    requestExpiryJob,
    holdExpiryJob,
    autoReceiptJob,
    autoReturnJob,
    claimAnswerJob,
    refundJob,
    settlementJob,
    payoutRuns,
    reconciliationRuns,
    taxInvoiceJob,
    creditNoteJob,
    messageEmailJob,
    tenderReminderJob,
    partnerCheckJob,
    calendarRefresh,
    impactRefresh,
    auditCheckpoints,
    jobRetention,
    liveRetention,
    removalsRetention,
    verificationRetention,
    verificationExpiry,
  ];
}
