import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { routeTable } from '@/app/router';
import { readRouteTable, sampleAddress, ROUTER_FILE } from './route-table-source';

describe('the route table read from the router source', () => {
  const read = readRouteTable();

  it('has every route of the running router, in order, with its guard', () => {
    expect(read.map((r) => r.path)).toEqual(routeTable.map((r) => r.path));
    expect(read.map((r) => r.guarded)).toEqual(routeTable.map((r) => r.guarded === true));
  });

  it('names each screen’s module, which exists, and marks the screens that render before tailwind-merge', () => {
    for (const route of read) {
      expect(fs.existsSync(path.join(path.dirname(ROUTER_FILE), `${route.page}.tsx`)), route.page).toBe(true);
    }
    expect(read.find((r) => r.path === '/search')?.page).toBe('pages/search-page');
    expect(read.filter((r) => r.beforeMerge).map((r) => r.path)).toEqual(['/']);
  });

  it('fills parameters with sample values and opens the not-found screen at an address nobody uses', () => {
    expect(sampleAddress('/audit/:entityType/:entityId')).toBe('/audit/listing/1');
    expect(sampleAddress('*')).toBe('/no-such-page');
    expect(() => sampleAddress('/x/:unknown')).toThrow(':unknown');
  });
});
