import { z } from 'zod';

/** Settings the web app needs before anyone signs in: where the support buttons lead. */
export const publicConfigSchema = z.object({
  supportWhatsappUrl: z.string().url(),
  supportEmail: z.string().email(),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;
