import { OpenAPIHono } from '@hono/zod-openapi';
import { compress } from 'hono/compress';
import { requestId } from 'hono/request-id';
import { secureHeaders } from 'hono/secure-headers';
import type { AppDeps } from '../app-deps';
import { commonMessages } from '../i18n/common-messages';
import { registerHealthRoutes } from '../modules/health/health.routes';
import { registerListingRoutes } from '../modules/listings/listings.routes';
import { AppError } from './app-error';
import type { AppBindings } from './context';
import { errorResponse, validationError } from './error-response';
import { localeMiddleware } from './locale-middleware';
import { serveWebApp } from './static-web';

export type App = OpenAPIHono<AppBindings>;

export function createApp(deps: AppDeps): App {
  const app = new OpenAPIHono<AppBindings>({
    defaultHook: (result, c) => {
      if (!result.success) throw validationError(result.error, c.get('locale'));
    },
  });

  app.use(requestId({ headerName: 'X-Request-Id' }));
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
  app.use(
    secureHeaders({
      contentSecurityPolicy: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
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

  registerHealthRoutes(app, deps);
  registerListingRoutes(app, deps);

  app.doc31('/api/openapi.json', {
    openapi: '3.1.0',
    info: { title: 'Vira API', version: '0.1.0', description: 'Peer-to-peer rental marketplace' },
  });

  app.all('/api/*', () => {
    throw new AppError(404, 'not_found', commonMessages.notFound);
  });
  if (deps.env.NODE_ENV === 'production') serveWebApp(app, deps.env.WEB_DIST_DIR);

  app.onError(errorResponse);
  app.notFound((c) => errorResponse(new AppError(404, 'not_found', commonMessages.notFound), c));
  return app;
}
