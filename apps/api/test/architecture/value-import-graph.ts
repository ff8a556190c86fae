import fs from 'node:fs';
import path from 'node:path';
import { sourceFiles } from './source-files';

/** The API's sources, outside the modules too: a circle may pass through `db/`, `http/` or a seed. */
export const srcDir = path.resolve(import.meta.dirname, '../../src');

/** `import …`/`export … from` of a relative file; the groups say whether the statement is type-only. */
const STATEMENT =
  /(?:^|\n)\s*(?:import|export)\s+(type\s+)?([^;'"]*?)\s*from\s*'(\.{1,2}\/[^']+)'|(?:^|\n)\s*import\s*'(\.{1,2}\/[^']+)'/g;

function resolveSource(from: string, spec: string): string | null {
  const base = path.resolve(path.dirname(from), spec);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')])
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  return null;
}

/** Whether `{ type A, type B }` names only types: erased, so it loads nothing. */
function onlyTypes(clause: string): boolean {
  const inner = /^\{([\s\S]*)\}$/.exec(clause.trim())?.[1];
  if (inner === undefined) return false;
  const names = inner
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  return names.length > 0 && names.every((name) => name.startsWith('type '));
}

/**
 * File → files it loads when it loads: value imports and re-exports only (types are erased; `import()` runs
 * later, when everything is loaded). The shape of `moduleGraph`, so `moduleCircles` finds its circles.
 */
export function valueImportGraph(): Map<string, Map<string, string[]>> {
  const graph = new Map<string, Map<string, string[]>>();
  for (const file of sourceFiles(srcDir)) {
    const edges = new Map<string, string[]>();
    graph.set(path.relative(srcDir, file), edges);
    for (const m of fs.readFileSync(file, 'utf8').matchAll(STATEMENT)) {
      if (m[1] || onlyTypes(m[2] ?? '')) continue;
      const target = resolveSource(file, (m[3] ?? m[4])!);
      if (target) edges.set(path.relative(srcDir, target), [path.relative(srcDir, file)]);
    }
  }
  return graph;
}
