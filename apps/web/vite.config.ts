import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { firstScreenPreload } from './vite/first-screen-preload';

export default defineConfig({
  plugins: [react(), tailwindcss(), firstScreenPreload()],
  resolve: {
    alias: {
      '@': new URL('./src', import.meta.url).pathname,
      // react-i18next asks for the shim (React < 18); on React 19 the same package's plain entry is React's own hook.
      'use-sync-external-store/shim': 'use-sync-external-store',
    },
  },
  server: { port: 5173, proxy: { '/api': 'http://localhost:3000' } },
  build: {
    sourcemap: false,
    chunkSizeWarningLimit: 600,
    manifest: true,
    // Everything the entry imports statically in one chunk, not a dozen shared ones: one file compresses better
    // than its parts (home route 5.5 KB gz less, decision 033).
    rolldownOptions: { output: { codeSplitting: { groups: [{ name: 'shell', tags: ['$initial'] }] } } },
  },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'vite/**/*.test.ts'],
    setupFiles: ['src/test/setup.ts'],
  },
});
