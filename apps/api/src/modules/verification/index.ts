/** The verification module's face (issue 38): what other modules may use of it. */
export { assertMayRent, listingsNeedingVerification } from './verification.service';
export { verificationRetention } from './verification-retention';
export { registerVerificationRoutes } from './verification.routes';
export { verificationExpiry } from './verification-expiry';
