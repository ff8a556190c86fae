import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { endFetchStubs } from './fetch-stub';
import { afterFirstPaint, firstScreenCommitted } from '@/lib/after-first-paint';
import { loadMerge } from '@/lib/cn';
import { testI18n } from './test-i18n';

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
