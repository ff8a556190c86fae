import { QueryClientProvider, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { render, renderHook, type RenderHookResult, type RenderResult } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { Locale } from '@vira/domain/locales';
import type { Profile } from '@vira/domain/profile';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, type InitialEntry } from 'react-router';
import { PROFILE_QUERY_KEY, SESSION_QUERY_KEY, type SessionUser } from '@/lib/auth/session';
import { CurrencyProvider } from '@/lib/currency';
import { createQueryClient } from '@/lib/query-client';
import { stubFetch, type FetchHandlers, type FetchStub } from './fetch-stub';
import { testI18n } from './test-i18n';

export interface AppOptions {
  /** The interface language (default Spanish); Arabic also sets the document right to left. */
  language?: Locale;
  /** The address the screen is opened at (default '/'), or a location with its state. */
  route?: InitialEntry;
  /** The route pattern `ui` answers, when it reads parameters (e.g. '/listings/:id'); default: every address. */
  path?: string;
  /** Other screens a link or redirect may lead to, by pattern: what the test checks it arrived at. */
  routes?: Record<string, ReactNode>;
  /** The API's answers (test/fetch-stub.ts); without it, any API call fails the test. */
  fetch?: FetchHandlers;
  /**
   * Answers the screen already has in its query cache (e.g. `signedIn()`, or a list the page loaded earlier), so it
   * does not ask for them: `[queryKey, data]`.
   */
  cache?: readonly (readonly [QueryKey, unknown])[];
  /** A client the test made itself; default: the app's, without retries. */
  queryClient?: QueryClient;
}

export interface AppRender extends RenderResult {
  fetch: FetchStub;
  queryClient: QueryClient;
  user: UserEvent;
}

export function testQueryClient(): QueryClient {
  const client = createQueryClient();
  client.setDefaultOptions({
    ...client.getDefaultOptions(),
    queries: { ...client.getDefaultOptions().queries, retry: false },
  });
  return client;
}

/**
 * The cache of a person signed in (the session, and their profile: none by default), for `cache`: the screen asks
 * the server neither.
 */
export function signedIn(
  user: Partial<SessionUser> = {},
  profile: Profile | null = null,
): readonly (readonly [QueryKey, unknown])[] {
  return [
    [
      SESSION_QUERY_KEY,
      {
        user: { id: 'u1', email: 'rosa@example.com', name: 'Rosa', emailVerified: true, ...user },
        session: { expiresAt: '2099-01-01T00:00:00.000Z' },
      },
    ],
    [PROFILE_QUERY_KEY, profile],
  ];
}

/** The cache of a guest: the session check has answered that nobody is signed in. */
export const signedOut: readonly (readonly [QueryKey, unknown])[] = [[SESSION_QUERY_KEY, null]];

async function prepare(options: AppOptions) {
  const { language = 'es', route = '/', path = '*', routes = {}, cache = [] } = options;
  await testI18n(language);
  const fetch = stubFetch(options.fetch);
  const queryClient = options.queryClient ?? testQueryClient();
  for (const [key, data] of cache) queryClient.setQueryData(key, data);
  const tree = (ui: ReactNode) => (
    <QueryClientProvider client={queryClient}>
      <CurrencyProvider>
        <MemoryRouter initialEntries={[route]}>
          <Routes>
            <Route path={path} element={ui} />
            {Object.entries(routes).map(([pattern, element]) => (
              <Route key={pattern} path={pattern} element={element} />
            ))}
          </Routes>
        </MemoryRouter>
      </CurrencyProvider>
    </QueryClientProvider>
  );
  return { fetch, queryClient, tree };
}

/**
 * Renders a screen or a part of one as the app does (app/app.tsx): the app's i18next with the language's
 * catalogues, a query client, the display currency, a router at `route`, and the network stubbed by the
 * contract's types.
 */
export async function renderWithApp(ui: ReactNode, options: AppOptions = {}): Promise<AppRender> {
  const { fetch, queryClient, tree } = await prepare(options);
  const result = render(tree(ui));
  return { ...result, fetch, queryClient, user: userEvent.setup({ delay: null }) };
}

export interface AppHookRender<T> extends RenderHookResult<T, unknown> {
  fetch: FetchStub;
  queryClient: QueryClient;
}

/** Runs a hook inside the same app as `renderWithApp`. */
export async function renderHookWithApp<T>(hook: () => T, options: AppOptions = {}): Promise<AppHookRender<T>> {
  const { fetch, queryClient, tree } = await prepare(options);
  const result = renderHook(hook, { wrapper: ({ children }: { children: ReactNode }) => tree(children) });
  return { ...result, fetch, queryClient };
}
