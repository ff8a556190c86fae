import { afterFirstPaint } from '@/lib/after-first-paint';
import { addressLocale } from '@vira/domain/listing-address';
import { toLocale } from '@vira/domain/locales';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { NOT_FOUND_PATH, preloadRoute } from './app/router';
import { takeWelcomeFromAddress } from './lib/auth/session-watcher';
import { hasStoredLocale, i18next, initI18n, storedLocale } from './lib/i18n';
import { createQueryClient } from './lib/query-client';
import './index.css';

takeWelcomeFromAddress();

// The words and the first screen's chunk load side by side; the first render waits for both, so it paints the
// screen itself rather than a loading state (a chunk that fails to load is retried by the route as usual).
// A public page the server rendered (decision 044) carries what it read, for the same components to take over; its
// not-found page says so, for the app to show that screen rather than the one the path would name.
const serverState = document.getElementById('vira-state');
const notFound = serverState?.hasAttribute('data-not-found') ?? false;
const firstScreen = preloadRoute(notFound ? NOT_FOUND_PATH : window.location.pathname);

if (serverState) {
  const queries = JSON.parse(serverState.textContent || '[]') as { key: unknown[]; data: unknown }[];
  const queryClient = createQueryClient();
  for (const { key, data } of queries) queryClient.setQueryData(key, data);
  const pageLocale = toLocale(document.documentElement.lang);
  void Promise.all([initI18n(firstScreen.words, pageLocale), firstScreen.screen.catch(() => undefined)]).then(() => {
    // In a transition, React hydrates in slices of a few milliseconds and yields between them: the page is on
    // screen already, and its hydration was one task of a third of a second on a phone (total blocking time,
    // decision 059). A press meanwhile is held and replayed (lib/early-clicks.ts), as before.
    startTransition(() => {
      hydrateRoot(
        document.getElementById('root')!,
        <StrictMode>
          <App queryClient={queryClient} notFound={notFound} />
        </StrictMode>,
        { onRecoverableError: (error, info) => console.error(error, info.componentStack) },
      );
    });
    // An aid request or a tender reads differently for its author or a follower: the server wrote what anyone
    // signed out sees, so the person's own view is asked for once the page is theirs.
    void queryClient.invalidateQueries({ queryKey: ['aid', 'detail'] });
    void queryClient.invalidateQueries({ queryKey: ['tenders', 'detail'] });
    // The page came in the language of its address or of the browser; a language the person chose here before
    // is kept (unless the address names one).
    const stored = storedLocale();
    if (!addressLocale(window.location.pathname) && hasStoredLocale() && stored !== pageLocale) {
      // Once the page is hydrated (the root's effect has run) and with its words loaded: an update reaching the root
      // while it still hydrates (in a transition, above) made React give up the server's markup and render the whole
      // page afresh, its screen and footer replaced by the loading state until the words came.
      void afterFirstPaint(() => i18next.loadLanguages(stored))().then(() => i18next.changeLanguage(stored));
    }
  });
} else {
  void Promise.all([initI18n(firstScreen.words), firstScreen.screen.catch(() => undefined)]).then(() => {
    const root = createRoot(document.getElementById('root')!);
    // A transition lets React render the first screen in slices of a few milliseconds instead of one long task,
    // so a tap during start-up is answered (total blocking time, decision 031).
    startTransition(() =>
      root.render(
        <StrictMode>
          <App />
        </StrictMode>,
      ),
    );
  });
}
