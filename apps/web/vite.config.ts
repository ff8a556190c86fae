import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defaultClientMainFields } from 'vite';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: {
    // The build's own conditions and fields, said here so Vitest (which otherwise resolves as Node) loads the ES
    // modules of react-router, @testing-library/react and the like: those go through the aliases below, their
    // CommonJS builds would not.
    conditions: [...defaultClientConditions],
    mainFields: [...defaultClientMainFields],
    alias: [
      { find: '@', replacement: new URL('./src', import.meta.url).pathname },
      // Preact 11 with preact/compat runs the app in place of react-dom (decision 034): the same React API, about
      // 50 KB gz less before the first paint. Exact names only, so react-router or react-i18next are not caught.
      { find: /^react$/, replacement: 'preact/compat' },
      { find: /^react-dom$/, replacement: 'preact/compat' },
      { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
      { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
      { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
      { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
      // react-i18next asks for the shim (React < 18); preact/compat has the hook itself.
      { find: /^use-sync-external-store\/shim$/, replacement: 'preact/compat' },
    ],
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
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    // The tests run the runtime we ship: a library Node would load itself would get react-dom, not the alias above,
    // so every library that imports React goes through Vite's resolver too.
    server: {
      deps: {
        inline: [
          /@testing-library\/react/,
          /react-router/,
          /@tanstack\/react-query/,
          /react-i18next/,
          /radix-ui/,
          /@floating-ui\/react-dom/,
          /react-remove-scroll/,
          /react-style-singleton/,
          /use-callback-ref/,
          /use-sidecar/,
          /react-hook-form/,
          /@hookform\/resolvers/,
          /sonner/,
          /lucide-react/,
          /react-leaflet/,
          /recharts/,
          /react-redux/,
          /react-markdown/,
        ],
      },
    },
  },
});
