import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ts from 'typescript';
import { twMerge } from 'tailwind-merge';
import { describe, expect, it } from 'vitest';
import { ClassReader, parse, sourceFiles, SRC, staticClosure } from '@/test/class-conflicts';
import { readRouteTable } from '@/test/route-table-source';

// Decision 033: the first screen renders before tailwind-merge has loaded, so whatever its modules build with cn
// must come out the same with and without merging, and everything they load lazily must wait for it.

const beforeMergePages = [
  ...new Set(
    readRouteTable()
      .filter((r) => r.beforeMerge)
      .map((r) => r.page),
  ),
];
const firstScreen = staticClosure([
  path.join(SRC, 'main.tsx'),
  ...beforeMergePages.map((page) => path.join(SRC, 'app', `${page}.tsx`)),
]);
const reader = new ClassReader(sourceFiles());

const normalise = (classes: string) => classes.split(/\s+/).filter(Boolean).join(' ');

/** Lazy loads in first-screen modules that may skip afterMerge, and why. */
const LAZY_WITHOUT_MERGE: Record<string, string> = {
  // page() adds afterMerge itself, except for screens marked beforeMerge (which this test reads).
  'app/router.tsx': 'page()',
  // sonner's Toaster: no cn in it.
  'app/app.tsx': 'LocalizedToaster',
  // lazy() around its caller's loader: the callers of preloadableLazy() are read like those of lazy().
  'lib/preloadable-lazy.ts': 'preloadableLazy()',
};

describe('first screen without tailwind-merge (decision 033)', () => {
  it('knows the home screen and the shell', () => {
    const files = [...firstScreen].map((f) => path.relative(SRC, f));
    expect(beforeMergePages).toEqual(['pages/home-page']);
    expect(files).toEqual(expect.arrayContaining(['app/layout/site-header.tsx', 'components/ui/button.tsx']));
  });

  it('builds only class lists that twMerge leaves as they are', () => {
    const changed = [...firstScreen]
      .flatMap((file) => reader.classLists(file))
      .filter(({ classes }) => twMerge(classes) !== normalise(classes))
      .map(({ where, classes }) => `${where}: "${normalise(classes)}" -> "${twMerge(classes)}"`);
    expect(changed).toEqual([]);
  });

  it('loads every lazy chunk through afterMerge', () => {
    const unguarded: string[] = [];
    for (const file of firstScreen) {
      const rel = path.relative(SRC, file);
      if (LAZY_WITHOUT_MERGE[rel]) continue;
      const sf = parse(file);
      const viaMerge = new Set<string>();
      // afterFirstPaint(afterMerge(load)) waits for the paint before it asks for tailwind-merge too.
      const isMerge = (e: ts.Expression): boolean =>
        ts.isCallExpression(e) &&
        (e.expression.getText() === 'afterMerge' ||
          (e.expression.getText() === 'afterFirstPaint' && !!e.arguments[0] && isMerge(e.arguments[0])));
      const visit = (n: ts.Node) => {
        if (ts.isVariableDeclaration(n) && n.initializer && isMerge(n.initializer)) viaMerge.add(n.name.getText());
        if (ts.isCallExpression(n) && ['lazy', 'preloadableLazy'].includes(n.expression.getText())) {
          const arg = n.arguments[0];
          if (!arg || !(isMerge(arg) || (ts.isIdentifier(arg) && viaMerge.has(arg.text)))) {
            unguarded.push(`${rel}:${sf.getLineAndCharacterOfPosition(n.getStart()).line + 1}`);
          }
        }
        n.forEachChild(visit);
      };
      visit(sf);
    }
    expect(unguarded).toEqual([]);
  });

  it('would catch a conflicting className given to a first-screen component', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cn-check-'));
    const file = path.join(dir, 'sample.tsx');
    fs.writeFileSync(
      file,
      `export function Chip({ className }) { return <span className={cn('px-4 text-sm', className)} />; }
       export function Use() { return <Chip className="px-2" />; }`,
    );
    const lists = new ClassReader([file]).classLists(file);
    fs.rmSync(dir, { recursive: true });
    expect(lists.map((l) => normalise(l.classes))).toContain('px-4 text-sm px-2');
    expect(twMerge('px-4 text-sm px-2')).toBe('text-sm px-2');
  });
});
