import '@testing-library/jest-dom/vitest';
import { afterAll } from 'vitest';
import { loadMerge } from '@/lib/cn';

// Components render with tailwind-merge in the tests, as everywhere outside the app's first screen.
await loadMerge();

// Preact runs effects after the next frame, or 35 ms later when no frame comes: let the last test's run while the
// document still exists, not after jsdom is gone (where they would throw on a missing cancelAnimationFrame).
afterAll(() => new Promise((resolve) => setTimeout(resolve, 50)));
