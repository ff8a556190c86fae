import { DEFAULT_LOCALE } from '@vira/domain/locales';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { preloadRoute } from './app/router';
import { initI18n } from './lib/i18n';
import './index.css';

// The words and the first screen's chunk load side by side; the first render waits for both, so it paints the
// screen itself rather than a loading state (a chunk that fails to load is retried by the route as usual).
const firstScreen = preloadRoute(window.location.pathname);
void Promise.all([initI18n(firstScreen.words), firstScreen.screen.catch(() => undefined)]).then(([i18next]) => {
  const container = document.getElementById('root')!;
  const app = (
    <StrictMode>
      <App />
    </StrictMode>
  );
  // The server sent this screen prerendered (decision 031): React adopts that markup instead of drawing it again,
  // when it was drawn for exactly this address and language. Parts the build could not draw (lazy pieces, shown
  // there as their placeholders) and any difference are rendered afresh by React, which is the recovery it
  // reports; it is expected here, so it is not reported as an error.
  const prerendered = container.querySelector<HTMLElement>(':scope > [data-prerendered]');
  if (
    prerendered &&
    !window.location.search &&
    i18next.language === DEFAULT_LOCALE &&
    document.documentElement.dataset.prerender !== 'off'
  ) {
    hydrateRoot(prerendered, app, { onRecoverableError: () => undefined });
    return;
  }
  const root = createRoot(container);
  // A transition lets React render the first screen in slices of a few milliseconds instead of one long task,
  // so a tap during start-up is answered (total blocking time, decision 031).
  startTransition(() => root.render(app));
});
