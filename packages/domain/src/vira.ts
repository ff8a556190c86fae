import { z } from 'zod';
import { textSchema } from './text';

/** Spec document 2, section 5: business name, description and why Vira are required; experience is optional. */
export const viraApplicationInputSchema = z.object({
  businessName: textSchema().trim().min(1).max(120),
  businessDescription: textSchema({ multiline: true }).trim().min(1).max(2000),
  experience: textSchema({ multiline: true }).trim().max(2000).default(''),
  hasInsurance: z.boolean().default(false),
  whyVira: textSchema({ multiline: true }).trim().min(1).max(2000),
});
export type ViraApplicationInput = z.input<typeof viraApplicationInputSchema>;
export type ViraApplicationData = z.output<typeof viraApplicationInputSchema>;

/** Also the database column's values (apps/api db/schema): one list. */
export const VIRA_APPLICATION_STATUSES = ['pending', 'approved', 'rejected'] as const;
export const viraApplicationStatusSchema = z.enum(VIRA_APPLICATION_STATUSES);

export const viraApplicationSchema = z.object({
  id: z.string(),
  userId: z.string(),
  businessName: z.string(),
  businessDescription: z.string(),
  experience: z.string(),
  hasInsurance: z.boolean(),
  whyVira: z.string(),
  status: viraApplicationStatusSchema,
  decisionReason: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type ViraApplication = z.infer<typeof viraApplicationSchema>;

/** What the signed-in person's account menu and dashboard need: roles and the latest application. */
export const accountRolesSchema = z.object({
  isVira: z.boolean(),
  isAdmin: z.boolean(),
  application: viraApplicationSchema.nullable(),
});
export type AccountRoles = z.infer<typeof accountRolesSchema>;
