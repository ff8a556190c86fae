import { vi, type MockInstance } from 'vitest';
import type { paths } from '@/generated/api-paths';

/**
 * The network is the boundary of a web test: `stubFetch` answers the API calls a screen makes as the server would,
 * typed by the API's contract (generated/api-paths.ts). A handler is keyed by method and path as the contract
 * writes them ('POST /api/community/topics', 'GET /api/listings/{id}'); what it answers must be one of the
 * responses the contract declares for that call, so a contract change fails the test's type check. Better-auth's own
 * endpoints (/api/auth/*) are outside the contract and answer loosely.
 */

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
type Operation<P extends keyof paths, M extends Method> = NonNullable<paths[P][M]>;

/** Every call the contract declares, as 'METHOD /path'. */
export type ApiRoute = {
  [P in keyof paths]: {
    [M in Method]: paths[P][M] extends { responses: unknown } ? `${Uppercase<M>} ${P & string}` : never;
  }[Method];
}[keyof paths];

type RouteParts<R extends ApiRoute> = R extends `${infer M} ${infer P}`
  ? Lowercase<M> extends Method
    ? P extends keyof paths
      ? { path: P; method: Lowercase<M> }
      : never
    : never
  : never;
type OperationOf<R extends ApiRoute> = Operation<RouteParts<R>['path'], RouteParts<R>['method']>;
type Responses<R extends ApiRoute> = OperationOf<R> extends { responses: infer Res } ? Res : never;
type JsonOf<T> = T extends { content: { 'application/json': infer B } } ? B : undefined;

/** One of the answers the contract declares for `R`: its status and its JSON body (none for e.g. 204). */
export type ApiReply<R extends ApiRoute> = {
  [S in keyof Responses<R>]: JsonOf<Responses<R>[S]> extends undefined
    ? { status: S; body?: undefined }
    : { status: S; body: JsonOf<Responses<R>[S]> };
}[keyof Responses<R>];

/** The JSON body the contract declares for `R`'s answer `S`, for sample data a test builds once. */
export type ApiBody<R extends ApiRoute, S extends keyof Responses<R> = 200 & keyof Responses<R>> = JsonOf<
  Responses<R>[S]
>;

type RequestBodyOf<R extends ApiRoute> =
  OperationOf<R> extends { requestBody?: { content: { 'application/json': infer B } } } ? B : unknown;

/** What a handler is told about the call. */
export interface StubRequest<Body = unknown> {
  /** The path's parameters, e.g. { id: '12' } for /api/listings/{id}. */
  params: Record<string, string>;
  query: URLSearchParams;
  /** The JSON sent (undefined when none, or when the body is a form). */
  body: Body;
  /** The parts sent as multipart/form-data (the upload routes), else undefined. */
  form: FormData | undefined;
  request: Request;
}

type Answer<T> = T | Promise<T>;
type AuthRoute = `${Uppercase<Method>} /api/auth/${string}`;
/**
 * A handler answers with a declared reply, or with a raw Response for what no contract declares (a bare 403, a body
 * that is not JSON), or throws to stand for a lost connection.
 */
export type FetchHandlers = {
  [R in ApiRoute]?: (request: StubRequest<RequestBodyOf<R>>) => Answer<ApiReply<R> | Response>;
} & {
  [auth: AuthRoute]: (request: StubRequest) => Answer<{ status: number; body?: unknown } | Response>;
};

export interface FetchStub {
  /** The spy on globalThis.fetch. */
  spy: MockInstance<typeof fetch>;
  /** The calls answered by one handler, in order (e.g. to read what a form sent), typed by the contract. */
  calls: <R extends ApiRoute | AuthRoute>(route: R) => StubRequest<R extends ApiRoute ? RequestBodyOf<R> : unknown>[];
}

/**
 * A handler that gives `replies` one per call, in order, and the last one again after that: a refusal and then an
 * answer without a message, a list before and after a change.
 */
export function inTurn<T>(...replies: [T, ...T[]]): () => T {
  let next = 0;
  return () => replies[Math.min(next++, replies.length - 1)]!;
}

interface Matcher {
  key: string;
  method: string;
  pattern: RegExp;
  names: string[];
}

function matcher(key: string): Matcher {
  const [method, path] = key.split(' ') as [string, string];
  const names: string[] = [];
  const source = path
    .split(/(\{[^}]+\})/)
    .map((part) => {
      if (!part.startsWith('{')) return part.replace(/[.*+?^$()|[\]\\]/g, '\\$&');
      names.push(part.slice(1, -1));
      return '([^/]+)';
    })
    .join('');
  return { key, method, pattern: new RegExp(`^${source}$`), names };
}

function toResponse(reply: { status: number | string; body?: unknown } | Response): Response {
  if (reply instanceof Response) return reply;
  const status = Number(reply.status);
  if (reply.body === undefined) return new Response(null, { status });
  return new Response(JSON.stringify(reply.body), { status, headers: { 'Content-Type': 'application/json' } });
}

const installed: MockInstance<typeof fetch>[] = [];
const unexpected: string[] = [];

/**
 * Replaces fetch for the current test. A call no handler answers fails as a lost connection would, and fails the
 * test afterwards (`endFetchStubs`, run after each test by test/setup.ts), even if the screen coped with it.
 */
export function stubFetch(handlers: FetchHandlers = {}): FetchStub {
  // A test that renders a second screen with other answers replaces the first stub rather than stacking on it.
  installed.splice(0).forEach((earlier) => earlier.mockRestore());
  const matchers = Object.keys(handlers).map(matcher);
  const received = new Map<string, StubRequest[]>();
  const spy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request =
      input instanceof Request ? input : new Request(new URL(String(input), globalThis.location.origin), init);
    const url = new URL(request.url);
    for (const m of matchers) {
      const found = m.method === request.method ? m.pattern.exec(url.pathname) : null;
      if (!found) continue;
      const multipart = request.headers.get('Content-Type')?.startsWith('multipart/form-data') ?? false;
      const text = multipart ? '' : await request.clone().text();
      const call: StubRequest = {
        params: Object.fromEntries(m.names.map((name, i) => [name, decodeURIComponent(found[i + 1]!)])),
        query: url.searchParams,
        body: text ? (JSON.parse(text) as unknown) : undefined,
        form: multipart ? await request.clone().formData() : undefined,
        request,
      };
      received.set(m.key, [...(received.get(m.key) ?? []), call]);
      const handler = (handlers as Record<string, (r: StubRequest) => Answer<{ status: number } | Response>>)[m.key]!;
      return toResponse(await handler(call));
    }
    unexpected.push(`${request.method} ${url.pathname}${url.search}`);
    throw new TypeError('Failed to fetch');
  });
  installed.push(spy);
  return { spy, calls: ((route: string) => received.get(route) ?? []) as FetchStub['calls'] };
}

/** Restores fetch and fails the test that made a call no handler answers. */
export function endFetchStubs(): void {
  installed.splice(0).forEach((spy) => spy.mockRestore());
  const calls = unexpected.splice(0);
  if (calls.length) throw new Error(`No stub answers: ${calls.join(', ')}`);
}
