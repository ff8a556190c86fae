import path from 'node:path';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import { apiModuleFaces } from '../../../../eslint-rules/api-module-faces.js';

/**
 * The module-face rule run in the test suite (CI runs tests, not the typed lint, which takes minutes): only the
 * syntax is parsed, so it checks every API source file in seconds.
 */
const repo = path.resolve(import.meta.dirname, '../../../..');
const modulesDir = path.join(repo, 'apps/api/src/modules');

function linter(): ESLint {
  return new ESLint({
    cwd: repo,
    overrideConfigFile: true,
    overrideConfig: [
      {
        files: ['**/*.ts'],
        // Other rules' inline directives name rules this linter does not load: only this rule's findings count.
        linterOptions: { reportUnusedDisableDirectives: 'off' },
        languageOptions: { parser: tseslint.parser },
        plugins: { vira: { rules: { 'api-module-faces': apiModuleFaces(modulesDir) } } },
        rules: { 'vira/api-module-faces': 'error' },
      },
    ],
  });
}

describe('API module faces', () => {
  // Parsing every source file takes seconds alone and half a minute on a loaded two-core machine.
  it('no API source file reaches into another module past its face', { timeout: 180_000 }, async () => {
    const results = await linter().lintFiles(['apps/api/src/**/*.ts']);
    const problems = results.flatMap((r) =>
      r.messages
        .filter((m) => m.ruleId === 'vira/api-module-faces' || m.fatal)
        .map((m) => `${path.relative(repo, r.filePath)}:${m.line} ${m.message}`),
    );
    expect(results.length).toBeGreaterThan(300);
    expect(problems).toEqual([]);
  });

  it('refuses an import of another module’s repository, and accepts its face', async () => {
    const file = path.join(modulesDir, 'aid/probe.ts');
    const [bad] = await linter().lintText(
      "import { findBooking } from '../renting/bookings/bookings.repository';\nexport const x = findBooking;\n",
      { filePath: file },
    );
    expect(bad!.messages.map((m) => m.message)).toEqual([
      "Import the 'renting' module through its face ('../renting'), not its internal file '../renting/bookings/bookings.repository'.",
    ]);
    const [good] = await linter().lintText(
      "import { findBooking } from '../renting';\nexport const x = findBooking;\n",
      {
        filePath: file,
      },
    );
    expect(good!.messages).toEqual([]);
  });
});
