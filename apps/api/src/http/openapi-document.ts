import type { Env } from '../config/env';
import { sessionCookieName } from '../modules/auth';
import type { App } from './create-app';

/** Security schemes an operation may name in its own `security` (`[{ [SECURITY.x]: [] }]`). */
export const SECURITY = {
  /** Better Auth's session cookie, set by the sign-in endpoints under /api/auth. */
  session: 'session',
  /** A carrier's webhook: an HMAC of the body in the `Vira-Carrier-Signature` header. */
  carrierSignature: 'carrierSignature',
  /** A GPS tracker's device token, in the query (OsmAnd protocol) or as a bearer token. */
  deviceToken: 'deviceToken',
  deviceBearer: 'deviceBearer',
} as const;

/** An operation's `security`: any one of these schemes lets a request in. */
export const securedBy = (...schemes: (typeof SECURITY)[keyof typeof SECURITY][]): Record<string, string[]>[] =>
  schemes.map((scheme) => ({ [scheme]: [] }));

type Operation = { security?: unknown[]; responses?: Record<string, unknown> };

/**
 * Serves the OpenAPI 3.1 document at /api/openapi.json, built once on first request. An operation that can
 * answer 401 and names no scheme of its own needs the signed-in person's session cookie: the document says so
 * here, in one place, rather than in each of some 150 routes (the signature- and token-checked ones name their
 * scheme). `openapi-document.test.ts` holds the document to that: a guest's 401 only where a session is asked.
 */
export function serveOpenApiDocument(app: App, env: Env): void {
  const registry = app.openAPIRegistry;
  registry.registerComponent('securitySchemes', SECURITY.session, {
    type: 'apiKey',
    in: 'cookie',
    name: sessionCookieName(env),
    description: 'The session cookie set by signing in (`/api/auth/sign-in/*`, Better Auth).',
  });
  registry.registerComponent('securitySchemes', SECURITY.carrierSignature, {
    type: 'apiKey',
    in: 'header',
    name: 'Vira-Carrier-Signature',
    description: '`t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.<raw body>">` with the carrier webhook secret.',
  });
  registry.registerComponent('securitySchemes', SECURITY.deviceToken, {
    type: 'apiKey',
    in: 'query',
    name: 'token',
    description: "The GPS device's token, shown once when its shipment was registered.",
  });
  registry.registerComponent('securitySchemes', SECURITY.deviceBearer, {
    type: 'http',
    scheme: 'bearer',
    description: "The GPS device's token as `Authorization: Bearer <token>`.",
  });

  let document: ReturnType<App['getOpenAPI31Document']> | undefined;
  app.get('/api/openapi.json', (c) => {
    document ??= build(app, env);
    return c.json(document);
  });
}

function build(app: App, env: Env) {
  const document = app.getOpenAPI31Document({
    openapi: '3.1.0',
    info: { title: 'Vira API', version: '0.1.0', description: 'Peer-to-peer rental marketplace' },
    servers: [{ url: new URL(env.PUBLIC_URL).origin, description: 'This server' }],
  });
  for (const item of Object.values(document.paths ?? {}))
    for (const operation of Object.values(item as Record<string, Operation>)) {
      if (typeof operation !== 'object' || !operation?.responses) continue;
      if (operation.responses['401'] && !operation.security) operation.security = [{ [SECURITY.session]: [] }];
    }
  return document;
}
