/** The notifications module's face: telling a person (bell, e-mail, WhatsApp) and writing amounts in notices. */
export { notify } from './notifications.service';
export { formatMoney } from './booking-notices';
export {
  noticeFavorite,
  noticeOrderPayment,
  noticeRentalStep,
  noticeRequestAnswer,
  noticeRequestReceived,
  noticeReview,
  noticeViraDecision,
} from './booking-notices';
export { findSettings } from './notifications.repository';
export { registerNotificationRoutes } from './notifications.routes';
export { emailAbout } from './notifications.service';
export { noticeEmailJob, noticeWhatsAppJob } from './notice-delivery';
export { seedAutoReplies } from './seed-auto-replies';
export { registerNoticeTemplates, registeredNoticeNames, type NoticeTemplate } from './notice-templates';
