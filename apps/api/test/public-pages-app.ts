import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createTestApp, type TestApp } from './test-app';

const WEB = path.resolve(import.meta.dirname, '../../web');

/**
 * An app that serves the public pages as production does, from the web app's own index.html (a built one has
 * script tags; the source one stands for it) and its server entry read from source (vitest transforms it).
 */
export async function createPublicPagesApp(): Promise<TestApp & { dist: string }> {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'vira-pages-'));
  fs.copyFileSync(path.join(WEB, 'index.html'), path.join(dist, 'index.html'));
  const app = await createTestApp({ WEB_DIST_DIR: dist, WEB_SSR_ENTRY: path.join(WEB, 'src/entry-server.tsx') });
  return {
    ...app,
    dist,
    async close() {
      await app.close();
      fs.rmSync(dist, { recursive: true, force: true });
    },
  };
}
