import { z } from 'zod';

/**
 * The spec's notification types, plus `aid` (humanitarian requests and offers), `community` (forum mentions),
 * `cooperative` (invitations), `tender` (followed tenders, saved searches) and `hazmat` (incidents of a carrier's
 * shipments), `shipping` (a renter's international parcel changing status), `verification` (an identity
 * verification decided) and `microcredit` (a lending partner's answer to an application it reviewed).
 */
/** Also the database column's values (apps/api db/schema): one list. */
export const NOTIFICATION_TYPES = [
  'booking',
  'message',
  'review',
  'favorite',
  'vira_approval',
  'payment',
  'aid',
  'community',
  'cooperative',
  'tender',
  'hazmat',
  'shipping',
  'verification',
  'microcredit',
] as const;
export const notificationTypeSchema = z.enum(NOTIFICATION_TYPES);
export type NotificationType = z.infer<typeof notificationTypeSchema>;

/** The groups a person switches channels for in /profile/settings. */
export const NOTIFICATION_GROUP: Record<NotificationType, 'bookings' | 'messages' | 'account'> = {
  booking: 'bookings',
  payment: 'bookings',
  message: 'messages',
  review: 'account',
  favorite: 'account',
  vira_approval: 'account',
  aid: 'account',
  community: 'messages',
  cooperative: 'account',
  tender: 'account',
  hazmat: 'bookings',
  shipping: 'bookings',
  verification: 'account',
  microcredit: 'account',
};

/** Types that also pop a toast for 5 seconds when they arrive live (spec). */
export const TOAST_NOTIFICATION_TYPES: readonly NotificationType[] = [
  'booking',
  'message',
  'vira_approval',
  'verification',
];

export const notificationDataSchema = z.object({
  item_id: z.number().int().optional(),
  booking_id: z.string().optional(),
  order_id: z.string().optional(),
  conversation_id: z.string().optional(),
  rating: z.number().optional(),
  user_id: z.string().optional(),
  aid_request_id: z.string().optional(),
  topic_id: z.string().optional(),
  cooperative_id: z.string().optional(),
  ocid: z.string().optional(),
  tracking_code: z.string().optional(),
});
export type NotificationData = z.infer<typeof notificationDataSchema>;

export const notificationSchema = z.object({
  id: z.string(),
  type: notificationTypeSchema,
  /** Already in the person's language (their preferred language when it was created). */
  title: z.string(),
  description: z.string(),
  read: z.boolean(),
  created_at: z.string(),
  data: notificationDataSchema,
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationPageSchema = z.object({
  notifications: z.array(notificationSchema),
  unreadCount: z.number().int().nonnegative(),
  nextBefore: z.string().nullable(),
});
export type NotificationPage = z.infer<typeof notificationPageSchema>;

