import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { serve } from '@hono/node-server';
import type { ApiErrorBody } from '@vira/domain/api-error';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { answerParserErrors } from './client-error';

/** Inside this helper's port range (3201-3209): a real Node server, as main.ts starts it. */
const PORT = 3207;

let t: TestApp;
let server: Server;
let base: string;
beforeAll(async () => {
  t = await createTestApp();
  server = await new Promise<Server>((resolve) => {
    const started = serve({ fetch: t.app.fetch, port: PORT, hostname: '127.0.0.1' }, () => resolve(started as Server));
  });
  answerParserErrors(server);
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await t.close();
});

describe('requests Node refuses before the app sees them', () => {
  it('answers a URL over 16 KB with the error shape, not an empty 431', async () => {
    const res = await fetch(`${base}/api/search?q=${'a'.repeat(17 * 1024)}`);
    expect(res.status).toBe(431);
    expect(res.headers.get('content-type')).toContain('application/json');
    const body = (await res.json()) as ApiErrorBody;
    expect(body.error.code).toBe('request_too_large');
    expect(body.error.message).toBe(
      'La dirección o los encabezados de la solicitud son demasiado largos (más de 16 KB).',
    );
    expect(body.error.requestId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('keeps serving ordinary requests on the same server', async () => {
    expect((await fetch(`${base}/api/health`)).status).toBe(200);
  });
});
