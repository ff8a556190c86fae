import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { inlineScriptSources } from './static-web';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

function distWith(html: string | null): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vira-web-'));
  dirs.push(dir);
  if (html !== null) fs.writeFileSync(path.join(dir, 'index.html'), html);
  return dir;
}

const sha = (text: string) => `'sha256-${crypto.createHash('sha256').update(text).digest('base64')}'`;

describe('inline scripts of the built page (Content-Security-Policy)', () => {
  it("allows each inline script by its hash, and not the module scripts that load from 'self'", () => {
    const preload = "(function(){document.head.appendChild(document.createElement('link'))})()";
    const dir = distWith(
      `<html><head><script>${preload}</script><script type="module" src="/assets/index.js"></script></head></html>`,
    );
    expect(inlineScriptSources(dir)).toEqual([sha(preload)]);
    // Any other text gets another hash, so a script injected into the page would not run.
    expect(inlineScriptSources(dir)).not.toContain(sha(preload + ';'));
  });

  it('allows none when the app is not built', () => {
    expect(inlineScriptSources(distWith(null))).toEqual([]);
  });
});
