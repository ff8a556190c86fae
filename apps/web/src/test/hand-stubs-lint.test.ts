import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

/**
 * The repository's ESLint config refuses a hand-made network, query client, router or i18n instance in a web test
 * (eslint.config.js, `webTestKitOnly`). Flat-config blocks replace each other's `no-restricted-syntax` rather than
 * add to it, so a later block for the same files could switch it off without a word: this reads what the config
 * really reports for each way the tests used to stub fetch.
 */
// Typed linting reads a file's project from its path: the code is linted as if it were an existing test's.
async function problems(
  code: string,
  file = 'apps/web/src/features/account/components/email-form.test.tsx',
): Promise<string[]> {
  const eslint = new ESLint({ cwd: ROOT });
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file) });
  expect(result!.messages.filter((m) => m.fatal)).toEqual([]);
  return result!.messages.filter((m) => m.ruleId === 'no-restricted-syntax').map((m) => m.message);
}

describe('a web test that stubs the network by hand fails lint', () => {
  it('names each hand stub of fetch, mocked API module, own query client, i18n instance and memory router', async () => {
    const found = await problems(
      [
        "import { QueryClient } from '@tanstack/react-query';",
        "import i18next from 'i18next';",
        "import { MemoryRouter } from 'react-router';",
        "import { vi } from 'vitest';",
        "vi.stubGlobal('fetch', vi.fn());",
        "vi.spyOn(globalThis, 'fetch');",
        'globalThis.fetch = vi.fn();',
        "vi.mock('@/lib/api', () => ({}));",
        "vi.mock('../api/chat-api', () => ({}));",
        "vi.mock('@/lib/auth/use-auth', () => ({}));",
        'export const client = new QueryClient();',
        'export const i18n = i18next.createInstance();',
        'export const router = <MemoryRouter />;',
      ].join('\n'),
    );
    expect(found).toHaveLength(9);
    expect(found.filter((m) => m.includes('stubFetch'))).toHaveLength(3);
  }, 60_000);

  it('lets a test stand in for what jsdom lacks, and lets the kit itself touch fetch', async () => {
    expect(
      await problems(
        [
          "import { vi } from 'vitest';",
          "vi.stubGlobal('ResizeObserver', class {});",
          "vi.mock('sonner', () => ({}));",
        ].join('\n'),
      ),
    ).toEqual([]);
    expect(
      await problems(
        "import { vi } from 'vitest';\nvi.spyOn(globalThis, 'fetch');",
        'apps/web/src/test/route-table-source.test.ts',
      ),
    ).toEqual([]);
  }, 60_000);
});
