import fs from 'node:fs';
import path from 'node:path';
import { modulesDir, sourceFiles } from './source-files';

/**
 * The API's module-level import graph, read from the code: module A → module B when a file of A imports a file of
 * B. Type-only imports count too: a circle of types is still a circle a reader has to hold in their head.
 */

const moduleOf = (file: string) => {
  const rel = path.relative(modulesDir, file);
  return rel.startsWith('..') ? null : rel.split(path.sep)[0]!;
};

export function moduleGraph(): Map<string, Map<string, string[]>> {
  const graph = new Map<string, Map<string, string[]>>();
  for (const file of sourceFiles(modulesDir)) {
    const own = moduleOf(file)!;
    const edges = graph.get(own) ?? new Map<string, string[]>();
    graph.set(own, edges);
    for (const m of fs.readFileSync(file, 'utf8').matchAll(/(?:from|import)\s*\(?\s*'(\.{1,2}\/[^']+)'/g)) {
      const target = moduleOf(path.resolve(path.dirname(file), m[1]!));
      if (!target || target === own) continue;
      const files = edges.get(target) ?? [];
      files.push(path.relative(modulesDir, file));
      edges.set(target, files);
    }
  }
  return graph;
}

/** Strongly connected groups of more than one module (Tarjan). */
export function moduleCircles(graph = moduleGraph()): string[][] {
  let index = 0;
  const stack: string[] = [];
  const on = new Set<string>();
  const idx = new Map<string, number>();
  const low = new Map<string, number>();
  const circles: string[][] = [];
  const visit = (v: string) => {
    idx.set(v, index);
    low.set(v, index++);
    stack.push(v);
    on.add(v);
    for (const w of graph.get(v)?.keys() ?? []) {
      if (!idx.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (on.has(w)) low.set(v, Math.min(low.get(v)!, idx.get(w)!));
    }
    if (low.get(v) === idx.get(v)) {
      const group: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        on.delete(w);
        group.push(w);
      } while (w !== v);
      if (group.length > 1) circles.push(group.sort());
    }
  };
  for (const v of graph.keys()) if (!idx.has(v)) visit(v);
  return circles;
}
