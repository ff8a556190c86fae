import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { Locale } from '@vira/domain/locales';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { createQueryClient } from '@/lib/query-client';
import { stubFetch, type FetchHandlers, type FetchStub } from './fetch-stub';
import { testI18n } from './test-i18n';

export interface AppOptions {
  /** The interface language (default Spanish); Arabic also sets the document right to left. */
  language?: Locale;
  /** The address the screen is opened at (default '/'). */
  route?: string;
  /** The route pattern `ui` answers, when it reads parameters (e.g. '/listings/:id'); default: every address. */
  path?: string;
  /** Other screens a link or redirect may lead to, by pattern: what the test checks it arrived at. */
  routes?: Record<string, ReactNode>;
  /** The API's answers (test/fetch-stub.ts); without it, any API call fails the test. */
  fetch?: FetchHandlers;
  /** A client the test filled in itself (setQueryData); default: the app's, without retries. */
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
 * Renders a screen or a part of one as the app does: the app's i18next with the language's catalogues, a query
 * client, a router at `route`, and the network stubbed by the contract's types.
 */
export async function renderWithApp(ui: ReactNode, options: AppOptions = {}): Promise<AppRender> {
  const { language = 'es', route = '/', path = '*', routes = {}, queryClient = testQueryClient() } = options;
  await testI18n(language);
  const fetch = stubFetch(options.fetch);
  const result = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[route]}>
        <Routes>
          <Route path={path} element={ui} />
          {Object.entries(routes).map(([pattern, element]) => (
            <Route key={pattern} path={pattern} element={element} />
          ))}
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...result, fetch, queryClient, user: userEvent.setup({ delay: null }) };
}
