import { z } from 'zod';
import { textSchema } from './text';

/** Billing data for tax invoices (spec document 2, billing form rules). */
export const billingInfoInputSchema = z.object({
  companyName: textSchema().trim().max(200).optional().nullable(),
  rfc: textSchema()
    .trim()
    .min(1, 'required')
    .max(13, 'max_13')
    .transform((v) => v.toUpperCase()),
  email: textSchema().trim().min(1, 'required').email('invalid_email'),
  address: textSchema().trim().min(1, 'required').max(500),
  postalCode: z
    .string()
    .trim()
    .regex(/^\d{5}$/, 'postal_code_5_digits'),
  city: textSchema().trim().min(1, 'required').max(120),
  state: textSchema().trim().min(1, 'required').max(120),
});
export type BillingInfoInput = z.infer<typeof billingInfoInputSchema>;

export const billingInfoSchema = z.object({
  id: z.string(),
  companyName: z.string().nullable(),
  rfc: z.string(),
  email: z.string(),
  address: z.string(),
  postalCode: z.string(),
  city: z.string(),
  state: z.string(),
  updatedAt: z.string(),
});
export type BillingInfo = z.infer<typeof billingInfoSchema>;
