import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registeredNoticeNames, registerNoticeTemplates } from '../../src/modules/notifications';
import { createTestApp, type TestApp } from '../test-app';
import { modulesDir, sourceFiles } from './source-files';

/**
 * Notifications imports no feature: each feature registers its notice templates when its routes are registered.
 * This holds the app, once built, to every template a feature defines and every name the code sends literally.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('notice templates', () => {
  it('every template a feature defines is registered once the app is built', async () => {
    const files = sourceFiles(modulesDir).filter((f) => f.endsWith('-notice-templates.ts'));
    expect(files.length).toBeGreaterThanOrEqual(6);
    const registered = new Set(registeredNoticeNames());
    for (const file of files) {
      const exported = (await import(file)) as Record<string, Record<string, unknown>>;
      for (const templates of Object.values(exported)) {
        for (const name of Object.keys(templates))
          expect(registered.has(name), `${path.basename(file)}: ${name}`).toBe(true);
      }
    }
  });

  it('every name the code sends literally is registered', () => {
    const registered = new Set(registeredNoticeNames());
    const sent = new Set<string>();
    for (const file of sourceFiles(modulesDir)) {
      for (const m of fs.readFileSync(file, 'utf8').matchAll(/template: ([^,}\n]+)/g)) {
        // The names a ternary chooses between, not the values it compares (`status === 'paid' ? 'a' : 'b'`).
        for (const literal of m[1]!.matchAll(/(?<![=!]==\s*)'([a-z_]+)'/g)) sent.add(literal[1]!);
      }
    }
    expect(sent.size).toBeGreaterThan(10);
    expect([...sent].filter((name) => !registered.has(name))).toEqual([]);
  });

  it('refuses a second text under a name already taken', () => {
    const text = { es: 'x', en: 'x', zh: 'x', ar: 'x', ru: 'x', fr: 'x', hi: 'x', pt: 'x', sw: 'x' };
    expect(() => registerNoticeTemplates({ new_message: { title: text, description: text } })).toThrow(
      "Two notice templates are named 'new_message'.",
    );
  });
});
