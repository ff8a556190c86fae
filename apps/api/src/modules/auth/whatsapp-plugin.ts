import { isLocale, localeFromAcceptLanguage, type Locale } from '@vira/domain/locales';
import type { BetterAuthPlugin } from 'better-auth';
import { APIError, createAuthEndpoint } from 'better-auth/api';
import { setSessionCookie } from 'better-auth/cookies';
import { z } from 'zod';
import type { WhatsAppSender } from '../../adapters/whatsapp/whatsapp-sender';
import type { Clock } from '../../clock';
import type { AppDb } from '../../db/client';
import { findUserIdByVerifiedPhone } from './phone-otp.repository';
import { sendPhoneOtp, verifyPhoneOtp } from './phone-otp.service';

/** Address for accounts that exist only through WhatsApp (Better Auth needs a unique e-mail; it never receives mail). */
export function whatsappPlaceholderEmail(phone: string): string {
  return `${phone.replace(/\D/g, '')}@whatsapp.vira.invalid`;
}

function requestLocale(headers: Headers | undefined): Locale {
  const explicit = headers?.get('x-vira-language');
  return isLocale(explicit) ? explicit : localeFromAcceptLanguage(headers?.get('accept-language') ?? undefined);
}

/**
 * WhatsApp sign-in inside Better Auth, so the session it opens is an ordinary Better Auth session. Written
 * instead of the `phone-number` plugin because that one keeps codes in plain text; here codes are hashed,
 * single use, 10 minutes, 5 tries (phone-otp.service.ts). Input is validated and rate limited by the gateway
 * in auth.routes.ts before it gets here.
 */
export function whatsappPlugin(deps: { db: AppDb; sender: WhatsAppSender; secret: string; clock: Clock }) {
  return {
    id: 'vira-whatsapp',
    endpoints: {
      sendWhatsAppCode: createAuthEndpoint(
        '/whatsapp/send-code',
        { method: 'POST', body: z.object({ phone: z.string() }) },
        async (ctx) => {
          try {
            await sendPhoneOtp(deps, ctx.body.phone, requestLocale(ctx.headers));
          } catch (error) {
            ctx.context.logger.error('WhatsApp code could not be sent', error);
            throw new APIError('BAD_GATEWAY', { code: 'OTP_SEND_FAILED', message: 'The code could not be sent' });
          }
          return ctx.json({ phone: ctx.body.phone });
        },
      ),
      verifyWhatsAppCode: createAuthEndpoint(
        '/whatsapp/verify',
        { method: 'POST', body: z.object({ phone: z.string(), code: z.string() }) },
        async (ctx) => {
          const { phone, code } = ctx.body;
          const result = await verifyPhoneOtp(deps, phone, code);
          if (!result.ok) {
            throw new APIError(result.reason === 'otp_too_many_attempts' ? 'TOO_MANY_REQUESTS' : 'BAD_REQUEST', {
              code: result.reason.toUpperCase(),
              message: result.reason,
            });
          }
          const existingId = await findUserIdByVerifiedPhone(deps.db, phone);
          const user = existingId
            ? await ctx.context.internalAdapter.findUserById(existingId)
            : await ctx.context.internalAdapter.createUser(
                {
                  email: whatsappPlaceholderEmail(phone),
                  name: phone,
                  emailVerified: false,
                  phoneNumber: phone,
                  phone,
                },
                { method: 'phone-number' },
              );
          if (!user) throw new APIError('INTERNAL_SERVER_ERROR', { code: 'PHONE_AUTH_FAILED', message: 'no user' });
          const session = await ctx.context.internalAdapter.createSession(user.id);
          if (!session)
            throw new APIError('INTERNAL_SERVER_ERROR', { code: 'PHONE_AUTH_FAILED', message: 'no session' });
          await setSessionCookie(ctx, { session, user });
          // `isNew`: this code made the account, so the web greets it as new and asks for a name (it has only the number).
          return ctx.json({ phone, isNew: !existingId, user: { id: user.id, name: user.name, email: user.email } });
        },
      ),
    },
  } satisfies BetterAuthPlugin;
}
