import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { preloadRoute } from './app/router';
import { takeWelcomeFromAddress } from './lib/auth/session-watcher';
import { initI18n } from './lib/i18n';
import './index.css';

takeWelcomeFromAddress();

// The words and the first screen's chunk load side by side; the first render waits for both, so it paints the
// screen itself rather than a loading state (a chunk that fails to load is retried by the route as usual).
const firstScreen = preloadRoute(window.location.pathname);

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
