/** The auth module's face: what other modules may use. */
export { authMessages } from './auth.messages';
export { registerAuthRoutes } from './auth.routes';
export { configuredSocialProviders, hashPassword, passwordHashOptions, sessionCookieName } from './auth';
export type { Auth } from './auth';
export { sendPhoneOtp, verifyPhoneOtp } from './phone-otp.service';
