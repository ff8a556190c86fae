import fs from 'node:fs';
import path from 'node:path';
import { OpenAPIHono } from '@hono/zod-openapi';
import { compress } from 'hono/compress';
import { secureHeaders } from 'hono/secure-headers';
import type { AppDeps } from '../app-deps';
import { commonMessages } from '../i18n/common-messages';
import { registerGeocodeRoutes } from '../modules/geocode';
import { registerAuthRoutes } from '../modules/auth';
import { registerHealthRoutes } from '../modules/health';
import { registerImageRoutes } from '../modules/images';
import { MAX_UPLOAD_BYTES } from '../modules/images';
import { LISTING_LIMITS } from '@vira/domain/listing-editor';
import { MAX_CLAIM_PHOTOS } from '@vira/domain/rental';
import { registerProfileRoutes } from '../modules/profiles';
import { registerListingRoutes } from '../modules/listings';
import { registerListingCalendarRoutes } from '../modules/owner-listings';
import { registerOwnerListingRoutes } from '../modules/owner-listings';
import { registerAdminRoutes } from '../modules/admin';
import { registerViraRoutes } from '../modules/vira';
import { registerAidRoutes } from '../modules/aid';
import { registerCredentialRoutes } from '../modules/credentials';
import { registerVerificationRoutes } from '../modules/verification';
import { CREDENTIAL_FILE_MAX_BYTES } from '@vira/domain/credential';
import { registerEarningsRoutes } from '../modules/renting';
import { registerFavoriteRoutes } from '../modules/favorites';
import { registerReviewRoutes } from '../modules/reviews';
import { registerMapRoutes } from '../modules/map';
import { registerPublicConfigRoutes } from '../modules/public-config';
import { registerSearchRoutes } from '../modules/search';
import { registerStatsRoutes } from '../modules/stats';
import { registerAvailabilityRoutes } from '../modules/renting';
import { registerCartRoutes } from '../modules/renting';
import { registerServicesRoutes } from '../modules/services';
import { registerCheckoutRoutes } from '../modules/renting';
import { registerPaymentRoutes } from '../modules/renting';
import { registerBookingRoutes } from '../modules/renting';
import { registerDisputeAdminRoutes } from '../modules/renting';
import { registerRentalRoutes } from '../modules/renting';
import { registerBillingRoutes } from '../modules/billing';
import { registerInvoiceRoutes } from '../modules/invoices';
import { registerPayoutRoutes } from '../modules/renting';
import { registerChatAdminRoutes } from '../modules/chat';
import { registerChatRoutes } from '../modules/chat';
import { registerChatSupportRoutes } from '../modules/chat';
import { registerCommunityRoutes } from '../modules/community';
import { registerMicrocreditRoutes } from '../modules/microcredits';
import { registerHazmatRoutes } from '../modules/hazmat';
import { registerShippingRoutes } from '../modules/shipping';
import { registerTenderRoutes } from '../modules/tenders';
import { TENDER_IMPORT_MAX_BYTES } from '../modules/tenders';
import { registerEducationRoutes } from '../modules/education';
import { registerWhatsappTestRoutes } from '../modules/whatsapp-test';
import { registerImpactRoutes } from '../modules/impact';
import { registerCooperativeRoutes } from '../modules/cooperatives';
import { registerLiveRoutes } from '../modules/live';
import { registerNotificationRoutes } from '../modules/notifications';
import { registerAuditRoutes } from '../modules/audit';
import { ledgerRoutes } from '../modules/renting';
import { AppError } from './app-error';
import { clientAddressMiddleware, parseTrustedProxies } from './client-address';
import type { AppBindings } from './context';
import { errorResponse, validationError } from './error-response';
import { DEFAULT_BODY_LIMIT_BYTES, limitRequestBodies } from './body-limit';
import { VERIFICATION_IMAGE_MAX_BYTES } from '@vira/domain/verification';
import { localeMiddleware } from './locale-middleware';
import { nulGuard } from './nul-guard';
import { serveOpenApiDocument } from './openapi-document';
import { requestIdMiddleware } from './request-id';
import { auditRequestScope } from '../modules/audit';
import { registerPublicPages } from '../modules/public-pages';
import { inlineScriptSources, serveWebApp } from './static-web';

export type App = OpenAPIHono<AppBindings>;

export function createApp(deps: AppDeps): App {
  const app = new OpenAPIHono<AppBindings>({
    defaultHook: (result, c) => {
      if (!result.success) throw validationError(result.error, c.get('locale'));
    },
  });

  app.use(requestIdMiddleware);
  app.use(auditRequestScope);
  app.use(clientAddressMiddleware(deps.env.TRUSTED_PROXIES ? parseTrustedProxies(deps.env.TRUSTED_PROXIES) : null));
  app.use(async (c, next) => {
    const started = performance.now();
    c.set('logger', deps.logger.child({ requestId: c.get('requestId') }));
    await next();
    c.get('logger').info(
      { method: c.req.method, path: c.req.path, status: c.res.status, ms: Math.round(performance.now() - started) },
      'request',
    );
  });
  app.use(localeMiddleware);
  app.use(nulGuard);
  app.use(
    limitRequestBodies(DEFAULT_BODY_LIMIT_BYTES, [
      // The picture itself plus the multipart envelope around it.
      { path: /^\/api\/profile\/avatar$/, bytes: MAX_UPLOAD_BYTES + 64 * 1024 },
      // Listing photos: the route checks its own limit and words it; this only has to let it through.
      { path: /^\/api\/listings\/[^/]+\/photos$/, bytes: LISTING_LIMITS.photoBytesMax + 128 * 1024 },
      // A damage claim: its photos (each checked by the route) plus the fields.
      { path: /^\/api\/bookings\/[^/]+\/damage-claim$/, bytes: MAX_CLAIM_PHOTOS * MAX_UPLOAD_BYTES + 128 * 1024 },
      // A credential's photo or PDF; the service checks its own limit and words it.
      { path: /^\/api\/credentials$/, bytes: CREDENTIAL_FILE_MAX_BYTES + 128 * 1024 },
      // An identity verification: three pictures (each checked by the service) plus the fields.
      { path: /^\/api\/verification$/, bytes: 3 * VERIFICATION_IMAGE_MAX_BYTES + 128 * 1024 },
      // An OCDS release package from an admin: a few thousand releases.
      { path: /^\/api\/admin\/tenders\/import$/, bytes: TENDER_IMPORT_MAX_BYTES },
    ]),
  );
  app.use(
    secureHeaders({
      contentSecurityPolicy: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...inlineScriptSources(deps.env.WEB_DIST_DIR)],
        // Leaflet and Radix position elements with inline styles.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
      },
      crossOriginEmbedderPolicy: false,
    }),
  );
  app.use(compress());
  // First: the origin guard and the session (c.get('user')) must run before every other route.
  const auth = registerAuthRoutes(app, deps);

  registerHealthRoutes(app, deps);
  registerProfileRoutes(app, deps);
  registerListingRoutes(app, deps);
  registerOwnerListingRoutes(app, deps);
  registerListingCalendarRoutes(app, deps);
  registerViraRoutes(app, deps);
  registerAdminRoutes(app, deps);
  registerEarningsRoutes(app, deps);
  registerImageRoutes(app, deps);
  registerReviewRoutes(app, deps);
  registerFavoriteRoutes(app, deps);
  registerMapRoutes(app, deps);
  registerGeocodeRoutes(app, deps);
  registerPublicConfigRoutes(app, deps);
  registerSearchRoutes(app, deps);
  registerStatsRoutes(app, deps);
  registerAvailabilityRoutes(app, deps);
  registerCartRoutes(app, deps);
  registerServicesRoutes(app, deps);
  registerCheckoutRoutes(app, deps);
  registerPaymentRoutes(app, deps);
  registerBookingRoutes(app, deps);
  registerRentalRoutes(app, deps);
  registerDisputeAdminRoutes(app, deps);
  registerBillingRoutes(app, deps);
  registerInvoiceRoutes(app, deps);
  registerPayoutRoutes(app, deps);
  registerChatRoutes(app, deps);
  registerChatAdminRoutes(app, deps);
  registerChatSupportRoutes(app, deps);
  registerNotificationRoutes(app, deps);
  registerAuditRoutes(app, deps);
  ledgerRoutes(app, deps);
  registerAidRoutes(app, deps);
  registerCredentialRoutes(app, deps);
  registerVerificationRoutes(app, deps);
  registerCommunityRoutes(app, deps);
  registerMicrocreditRoutes(app, deps);
  registerTenderRoutes(app, deps);
  registerHazmatRoutes(app, deps);
  registerShippingRoutes(app, deps);
  registerEducationRoutes(app, deps);
  registerWhatsappTestRoutes(app, deps);
  registerImpactRoutes(app, deps);
  registerCooperativeRoutes(app, deps);
  registerLiveRoutes(app, deps, auth);

  serveOpenApiDocument(app, deps.env);

  app.all('/api/*', () => {
    throw new AppError(404, 'not_found', commonMessages.notFound);
  });
  // Production always serves the built web app; the local `npm start` (development mode, outbox and sandbox
  // providers) serves it too whenever it has been built.
  if (deps.env.NODE_ENV === 'production' || fs.existsSync(path.join(deps.env.WEB_DIST_DIR, 'index.html'))) {
    serveWebApp(app, deps.env.WEB_DIST_DIR, registerPublicPages(app, deps));
  }

  app.onError(errorResponse);
  app.notFound((c) => errorResponse(new AppError(404, 'not_found', commonMessages.notFound), c));
  return app;
}
