import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { generateApiPaths } from '../../scripts/openapi-types';
import { REPO_ROOT } from '../config/env';

describe('the typed web client', () => {
  it('is generated from the current routes (run `npm run api:types -w apps/api` after changing a route)', async () => {
    const committed = fs.readFileSync(path.join(REPO_ROOT, 'apps/web/src/generated/api-paths.ts'), 'utf8');
    expect(committed === (await generateApiPaths())).toBe(true);
  });
});
