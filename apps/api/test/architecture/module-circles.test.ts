import { describe, expect, it } from 'vitest';
import { moduleCircles, moduleGraph } from './module-graph';

/**
 * No import circles between API modules (issue 37, decision 054): a module can be read, tested and changed knowing
 * only the modules below it. A tie that runs upwards is broken by an event after commit, a read moved to the
 * module that owns the data, or a function provided at start-up (`provided.ts`, wired in `bootstrap.ts`).
 * Type-only imports count (module-graph.ts). Fails listing each circle and the files that close it.
 */
function describeCircles(graph: ReturnType<typeof moduleGraph>): string {
  return moduleCircles(graph)
    .map((circle) => {
      const inside = new Set(circle);
      const ties = circle.flatMap((from) =>
        [...(graph.get(from) ?? new Map<string, string[]>())]
          .filter(([to]) => inside.has(to))
          .map(([to, files]) => `  ${from} → ${to} (${[...new Set(files)].join(', ')})`),
      );
      return `${circle.join(', ')}:\n${ties.join('\n')}`;
    })
    .join('\n\n');
}

describe('the module-level import graph', () => {
  it('has no circles', () => {
    expect(describeCircles(moduleGraph())).toBe('');
  });
});
