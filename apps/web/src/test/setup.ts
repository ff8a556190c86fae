import '@testing-library/jest-dom/vitest';
import { afterFirstPaint, firstScreenCommitted } from '@/lib/after-first-paint';
import { loadMerge } from '@/lib/cn';

// Components render with tailwind-merge in the tests, as everywhere outside the app's first screen.
await loadMerge();
// Tests render screens and parts of them without the App that says when the first screen is painted: the chunks
// that wait for that paint (lib/after-first-paint.ts) load at once.
firstScreenCommitted();
await afterFirstPaint(async () => {})();
