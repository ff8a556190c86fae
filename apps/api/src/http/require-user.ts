import type { Context } from 'hono';
import type { LocalizedText } from '../i18n/localized';
import { AppError } from './app-error';
import type { AppBindings, SessionUser } from './context';

const signInRequired: LocalizedText = {
  es: 'Debes iniciar sesión para continuar.',
  en: 'You need to sign in to continue.',
  zh: '您需要登录才能继续。',
  ar: 'يجب عليك تسجيل الدخول للمتابعة.',
  ru: 'Чтобы продолжить, нужно войти.',
  fr: 'Vous devez vous connecter pour continuer.',
  hi: 'जारी रखने के लिए आपको साइन इन करना होगा।',
  pt: 'Você precisa entrar para continuar.',
  sw: 'Unahitaji kuingia ili kuendelea.',
};

/** The signed-in person, or a 401 in the caller's language. The auth module's middleware sets `user`. */
export function requireUser(c: Context<AppBindings>, message: LocalizedText = signInRequired): SessionUser {
  const user = c.get('user');
  if (!user) throw new AppError(401, 'unauthenticated', message);
  return user;
}
