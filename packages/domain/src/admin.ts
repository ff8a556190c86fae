import { z } from 'zod';
import { textSchema } from './text';
import { viraApplicationSchema } from './vira';

/** Every admin decision carries a written reason (shown to the person concerned and in the audit trail). */
export const adminReasonSchema = z.object({ reason: textSchema({ multiline: true }).trim().min(3).max(500) });
/** Approving needs no reason; one may be given. */
export const adminOptionalReasonSchema = z.object({
  reason: textSchema({ multiline: true }).trim().max(500).default(''),
});

export const ADMIN_ACTIONS = [
  'approve_vira',
  'reject_vira',
  'hide_listing',
  'restore_listing',
  'suspend_user',
  'restore_user',
  'resolve_dispute',
  'resolve_report',
  'grant_aid_verifier',
  'revoke_aid_verifier',
  'verify_credential',
  'reject_credential',
  'hide_community_post',
  'verify_identity',
  'reject_identity',
  'view_identity_images',
] as const;
export const ADMIN_TARGETS = [
  'vira_application',
  'listing',
  'user',
  'booking',
  'message_report',
  'aid_verifier',
  'credential',
  'community_post',
  'identity_verification',
] as const;

export const adminActionSchema = z.object({
  id: z.number().int(),
  adminEmail: z.string(),
  action: z.enum(ADMIN_ACTIONS),
  targetType: z.enum(ADMIN_TARGETS),
  targetId: z.string(),
  reason: z.string(),
  createdAt: z.string(),
});
export type AdminAction = z.infer<typeof adminActionSchema>;

export const adminApplicationSchema = viraApplicationSchema.extend({
  applicantName: z.string().nullable(),
  applicantEmail: z.string().nullable(),
});
export type AdminApplication = z.infer<typeof adminApplicationSchema>;

export const adminListingSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  ownerId: z.string(),
  ownerName: z.string().nullable(),
  status: z.enum(['draft', 'live', 'paused']),
  hiddenReason: z.string().nullable(),
  hiddenAt: z.string().nullable(),
});
export type AdminListing = z.infer<typeof adminListingSchema>;

export const adminUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string().nullable(),
  isVira: z.boolean(),
  suspendedAt: z.string().nullable(),
  suspendedReason: z.string().nullable(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const adminSearchQuerySchema = z.object({ q: textSchema().trim().max(100).optional() });

export const adminOverviewSchema = z.object({
  applications: z.array(adminApplicationSchema),
  actions: z.array(adminActionSchema),
});
export type AdminOverview = z.infer<typeof adminOverviewSchema>;

export const adminListingListSchema = z.object({ items: z.array(adminListingSchema) });
export const adminUserListSchema = z.object({ items: z.array(adminUserSchema) });
