import { describe, expect, it } from 'vitest';
import { moduleCircles, moduleGraph } from './module-graph';

/**
 * No import circles between API modules (issue 37, decision 054): a module can be read, tested and changed knowing
 * only the modules below it. A tie that runs upwards is broken by an event after commit, a read moved to the
 * module that owns the data, or a function handed over at registration.
 *
 * NOT DONE YET: the ties below still close one circle of 7 modules. Each is an import that runs upwards in the
 * intended order (listings, search, services, favorites, owner-listings, profiles, reviews, verification,
 * invoices, renting). The graph without them must have no circle, and each must still exist: a tie broken is
 * taken off this list, so the list only shrinks, and a new circle fails at once.
 */
const UPWARD_TIES_TO_BREAK: [string, string][] = [
  ['services', 'renting'], // holdsNow
  ['owner-listings', 'renting'], // findHeldRanges, holdsNow, isExclusionViolation
  ['profiles', 'renting'], // countOwnerCancellations
  ['invoices', 'renting'], // orderCharges (an invoice is issued once the money is captured)
];

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
  it('has no circle but the one the listed upward ties close', () => {
    const graph = moduleGraph();
    for (const [from, to] of UPWARD_TIES_TO_BREAK) graph.get(from)?.delete(to);
    expect(describeCircles(graph)).toBe('');
  });

  it('every listed upward tie still exists (a broken one leaves the list)', () => {
    const graph = moduleGraph();
    expect(UPWARD_TIES_TO_BREAK.filter(([from, to]) => !graph.get(from)?.has(to))).toEqual([]);
  });

  it('with the listed ties, one circle of 7 modules remains (10 before), no larger', () => {
    expect(moduleCircles()).toEqual([
      ['invoices', 'owner-listings', 'profiles', 'renting', 'reviews', 'services', 'verification'],
    ]);
  });
});
