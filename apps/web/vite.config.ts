import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { earlyClicksScript } from './vite/early-clicks-script.ts';
import { firstScreenPreload } from './vite/first-screen-preload.ts';
import { screenChunkGroup, screenChunkGuard } from './vite/screen-chunk-group.ts';

const source = (path: string) => new URL(`./src/${path}`, import.meta.url).pathname;
// /search's first screen in one chunk rather than twenty (decision 031, session 14).
const searchScreen = {
  page: source('app/pages/search-page.tsx'),
  entry: source('main.tsx'),
  excluded: [source('app/pages/home-page.tsx')],
  maxLazyParts: 12,
};

export default defineConfig(({ isSsrBuild }) => ({
  // The server's build (src/entry-server.tsx → dist-ssr, decision 044) needs neither the browser's first-screen
  // preload nor its chunk grouping.
  plugins: isSsrBuild
    ? [react()]
    : [
        react(),
        tailwindcss(),
        earlyClicksScript(),
        firstScreenPreload(),
        screenChunkGuard('search-screen', searchScreen),
      ],
  resolve: {
    alias: {
      '@': new URL('./src', import.meta.url).pathname,
      // react-i18next asks for the shim (React < 18); on React 19 the same package's plain entry is React's own hook.
      'use-sync-external-store/shim': 'use-sync-external-store',
    },
  },
  server: { port: 5173, proxy: { '/api': 'http://localhost:3000' } },
  build: isSsrBuild
    ? { sourcemap: false, outDir: 'dist-ssr', emptyOutDir: true, copyPublicDir: false }
    : {
        sourcemap: false,
        chunkSizeWarningLimit: 600,
        manifest: true,
        // Everything the entry imports statically in one chunk, not a dozen shared ones: one file compresses better
        // than its parts (home route 5.5 KB gz less, decision 033).
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [{ name: 'shell', tags: ['$initial'] }, screenChunkGroup('search-screen', searchScreen)],
            },
          },
        },
      },
  test: {
    environment: 'jsdom',
    // Vitest's default is one worker fewer than the cores: one worker on CI's two (decision 055).
    maxWorkers: 2,
    include: ['src/**/*.test.{ts,tsx}', 'vite/**/*.test.ts'],
    setupFiles: ['src/test/setup.ts'],
    // One window and one module graph per worker, reset per file by the setup file: 94 s → 28 s (decision 055).
    isolate: false,
  },
}));
