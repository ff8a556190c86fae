import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const src = path.dirname(new URL(import.meta.url).pathname);

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe('theme colours', () => {
  it('defines every shade of our own colours the app uses', () => {
    // An undefined shade compiles to no colour at all: `border-brand-200` drew the browser's default black border
    // around "Completa tu perfil".
    const css = fs.readFileSync(path.join(src, 'index.css'), 'utf8');
    const defined = new Set([...css.matchAll(/--color-((?:brand|accent)-\d+):/g)].map((m) => m[1]));
    const used = new Set<string>();
    for (const file of sourceFiles(src)) {
      for (const m of fs.readFileSync(file, 'utf8').matchAll(/\b(?:[a-z]+-)+((?:brand|accent)-\d{2,3})\b/g)) used.add(m[1]!);
    }
    expect([...used].filter((shade) => !defined.has(shade))).toEqual([]);
  });
});
