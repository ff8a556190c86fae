import fs from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { apiModuleFaces } from './eslint-rules/api-module-faces.js';

// Derived from the folders, so a new feature is bounded the moment it exists.
const webFeatures = fs
  .readdirSync(path.join(import.meta.dirname, 'apps/web/src/features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

// A link in the web app keeps the page's language (`/en/…`, issue 35): React Router's own are wrapped once.
const routerLinks = {
  name: 'react-router',
  importNames: ['Link', 'NavLink'],
  message: "Use Link / NavLink from '@/lib/localized-link': a link from a page in a language keeps it.",
};

// A web test meets the network through the typed fetch stub and the app through the render kit (apps/web/src/test/,
// issue 37): a hand-made fetch answers what no contract declares, so a contract change would pass unnoticed.
const webTestKitOnly = [
  {
    selector: "CallExpression[callee.object.name='vi'][callee.property.name='stubGlobal'][arguments.0.value='fetch']",
    message: "Answer the API with stubFetch / renderWithApp's `fetch` (test/fetch-stub.ts), typed by the contract.",
  },
  {
    selector: "CallExpression[callee.object.name='vi'][callee.property.name='spyOn'][arguments.1.value='fetch']",
    message: "Answer the API with stubFetch / renderWithApp's `fetch` (test/fetch-stub.ts), typed by the contract.",
  },
  {
    selector: "AssignmentExpression > MemberExpression.left[property.name='fetch']",
    message: "Answer the API with stubFetch / renderWithApp's `fetch` (test/fetch-stub.ts), typed by the contract.",
  },
  {
    selector:
      "CallExpression[callee.object.name='vi'][callee.property.name=/^(mock|doMock)$/][arguments.0.value=/(^@\\/lib\\/api(-client)?$)|(\\/api\\/)|(-api$)|(use-auth$)/]",
    message: 'Do not mock the API client, an api module or useAuth: answer the network with the typed stub.',
  },
  {
    selector: "NewExpression[callee.name='QueryClient']",
    message: 'Use renderWithApp (its `cache` option fills answers already known) or testQueryClient().',
  },
  {
    selector: "CallExpression[callee.property.name='createInstance']",
    message: 'Use the app’s i18next through renderWithApp / testI18n (test/test-i18n.ts).',
  },
  {
    selector: "JSXIdentifier[name='MemoryRouter'], CallExpression[callee.name='createMemoryRouter']",
    // A test of the browser's own address (BrowserRouter, window.history) is not a screen at an address: allowed.
    message: 'Use renderWithApp (`route`, `path`, `routes`) or renderHookWithApp for the router.',
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-ssr/**',
      '**/node_modules/**',
      'data/**',
      // The typing of a plain-JavaScript rule for the TypeScript test that runs it.
      'eslint-rules/*.d.ts',
      '**/migrations/**',
      '**/playwright-report/**',
      '**/test-results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node, ...globals.browser },
    },
    rules: {
      // An un-awaited promise hides failures; `void` marks the rare intended fire-and-forget.
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        {
          paths: [routerLinks],
          patterns: [
            {
              group: ['**/apps/api/**', '@vira/api', '@vira/api/*'],
              message: 'The web app never imports the API; share contracts through @vira/domain.',
            },
          ],
        },
      ],
    },
  },
  // A web feature never imports another feature; src/app composes them.
  ...webFeatures.map((feature) => ({
    files: [`apps/web/src/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [routerLinks],
          patterns: [
            { group: ['**/apps/api/**', '@vira/api', '@vira/api/*'], message: 'The web app never imports the API.' },
            {
              group: webFeatures
                .filter((f) => f !== feature)
                .flatMap((f) => [`@/features/${f}/**`, `@/features/${f}`, `**/features/${f}/**`]),
              message: 'Features do not import each other; compose them in src/app.',
            },
            { group: ['@/app/**', '**/src/app/**'], message: 'Features do not import the app shell.' },
          ],
        },
      ],
    },
  })),
  {
    files: ['apps/api/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/apps/web/**', '@vira/web', '@vira/web/*'], message: 'The API never imports the web app.' },
          ],
        },
      ],
    },
  },
  // An API module is imported only through its face (modules/<m>/index.ts); see eslint-rules/api-module-faces.js.
  {
    files: ['apps/api/src/**/*.ts'],
    plugins: {
      vira: { rules: { 'api-module-faces': apiModuleFaces(path.join(import.meta.dirname, 'apps/api/src/modules')) } },
    },
    rules: { 'vira/api-module-faces': 'error' },
  },
  // Timed rules read `deps.clock`, never the machine's clock, so tests move time instead of sleeping (decision 060).
  {
    files: ['apps/api/src/modules/**/*.ts'],
    ignores: [
      'apps/api/src/modules/**/*.test.ts',
      // Not rules: how long ago the map index was checked (a refresh interval), an upload's storage folder.
      'apps/api/src/modules/map/map-index.ts',
      'apps/api/src/modules/images/images.service.ts',
      // Page caches and sitemap dates, edited on another branch at the time; to be brought under the rule.
      'apps/api/src/modules/public-pages/**',
    ],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "NewExpression[callee.name='Date'][arguments.length=0]",
          message: 'Read the time from deps.clock.now() (decision 060): a test can then move it.',
        },
        {
          selector: "CallExpression[callee.object.name='Date'][callee.property.name='now']",
          message: 'Read the time from deps.clock.now() (decision 060): a test can then move it.',
        },
      ],
    },
  },
  {
    files: ['packages/domain/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              // The audit proof is checked the same way in the browser and the server: noble's audited,
              // dependency-free hashes and curves are the one exception (decision 038).
              regex: '^(?!zod$|\\.{1,2}/|node:|vitest$|fast-check$|@noble/(hashes|curves)/).*',
              message: 'The domain package imports only zod (and @noble hashes/curves for the audit proof).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/src/**/*.test.{ts,tsx}'],
    ignores: ['apps/web/src/test/**'],
    rules: { 'no-restricted-syntax': ['error', ...webTestKitOnly] },
  },
  { files: ['**/*.{js,mjs,cjs}'], ...tseslint.configs.disableTypeChecked },
);
