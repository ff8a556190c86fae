import { renderToString } from 'react-dom/server';
import { matchRoutes, StaticRouter } from 'react-router';
import { initI18n } from '@/lib/i18n';
import { AppProviders } from './app';
import { documentTitle } from './route-title';
import { AppRoutes, preloadRoute, routeTable } from './router';

/**
 * The build's prerender (scripts/prerender.ts, decision 031): the first screen of a route as HTML in the default
 * language, as the browser's first render draws it before any data has arrived (queries pending, so skeletons
 * hold the room of what comes later), and the tab's title. The browser replaces it with its own first render.
 */
export async function renderRoute(url: string): Promise<{ html: string; title: string }> {
  const { pathname } = new URL(url, 'http://prerender.invalid');
  const firstScreen = preloadRoute(pathname);
  const [i18next] = await Promise.all([initI18n(firstScreen.words), firstScreen.screen]);
  const route = matchRoutes(routeTable, pathname)?.[0]?.route;
  const html = renderToString(
    <AppProviders>
      <StaticRouter location={url}>
        <AppRoutes />
      </StaticRouter>
    </AppProviders>,
  );
  return { html, title: route ? documentTitle(i18next.getFixedT(null, 'shell'), route.title) : '' };
}
