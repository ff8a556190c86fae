import '@testing-library/jest-dom/vitest';
import { loadMerge } from '@/lib/cn';

// Components render with tailwind-merge in the tests, as everywhere outside the app's first screen.
await loadMerge();
