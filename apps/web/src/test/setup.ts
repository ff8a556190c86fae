import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { endFetchStubs } from './fetch-stub';
import { afterFirstPaint, firstScreenCommitted } from '@/lib/after-first-paint';
import { loadMerge } from '@/lib/cn';
import { testI18n } from './test-i18n';

// Files share their worker's window (isolate: false, decision 055): each starts as a fresh one would, with nothing
// stored, no cookie, no page left in the document, real timers and no stubbed global.
localStorage.clear();
sessionStorage.clear();
for (const cookie of document.cookie.split(';')) {
  const name = cookie.split('=')[0]?.trim();
  if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
}
document.head.innerHTML = '';
document.body.innerHTML = '';
document.title = '';
vi.useRealTimers();
vi.unstubAllGlobals();
vi.unstubAllEnvs();
vi.restoreAllMocks();

// Components render with tailwind-merge in the tests, as everywhere outside the app's first screen.
await loadMerge();
// Tests render screens and parts of them without the App that says when the first screen is painted: the chunks
// that wait for that paint (lib/after-first-paint.ts) load at once.
firstScreenCommitted();
await afterFirstPaint(async () => {})();
// The app's i18next with the Spanish catalogues, loaded once per file before any test, so a test's own time is
// not spent reading them (renderWithApp switches to another language when a test asks for one).
await testI18n();

// Each test leaves no screen and no stubbed network behind (test/render-with-app.tsx, test/fetch-stub.ts).
afterEach(() => {
  cleanup();
  endFetchStubs();
});
