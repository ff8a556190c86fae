import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { preloadRoute } from './app/router';
import { initI18n } from './lib/i18n';
import './index.css';

preloadRoute(window.location.pathname);
void initI18n().then(() => {
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
