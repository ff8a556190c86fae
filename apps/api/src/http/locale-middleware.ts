import { isLocale, localeFromAcceptLanguage } from '@vira/domain/locales';
import { createMiddleware } from 'hono/factory';
import type { AppBindings } from './context';

/** The caller's language: `?lang=`, then the `X-Vira-Language` header the web app sends, then Accept-Language. */
export const localeMiddleware = createMiddleware<AppBindings>(async (c, next) => {
  const explicit = c.req.query('lang') ?? c.req.header('x-vira-language');
  c.set('locale', isLocale(explicit) ? explicit : localeFromAcceptLanguage(c.req.header('accept-language')));
  await next();
});
