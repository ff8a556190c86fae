import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

type Answer = { status?: number; json?: unknown; bytes?: Buffer; type?: string };

/**
 * A local stand-in for a provider's REST API (the boundary we do not own): it records every request the official
 * SDK makes and answers with what the test says. Nothing reaches the internet.
 */
export async function fakeProviderServer(answer: (request: RecordedRequest) => Answer) {
  const requests: RecordedRequest[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      const request = { method: req.method ?? 'GET', path: req.url ?? '/', headers: req.headers, body };
      requests.push(request);
      const reply = answer(request);
      res.writeHead(reply.status ?? 200, { 'Content-Type': reply.type ?? 'application/json' });
      res.end(reply.bytes ?? JSON.stringify(reply.json ?? {}));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    port,
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
