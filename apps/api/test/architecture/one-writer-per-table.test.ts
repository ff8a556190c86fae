import { describe, expect, it } from 'vitest';
import { tableWrites } from './table-writers';

describe('one writer per table', () => {
  it('each table is written by exactly one API module', () => {
    const writers = new Map<string, Set<string>>();
    for (const write of tableWrites()) {
      const modules = writers.get(write.table) ?? new Set<string>();
      modules.add(write.module);
      writers.set(write.table, modules);
    }
    const shared = [...writers]
      .filter(([, modules]) => modules.size > 1)
      .map(([table, modules]) => `${table}: ${[...modules].sort().join(', ')}`);
    expect(shared).toEqual([]);
    // The reader must see the tables it guards: the renting core and the tables that had several writers.
    for (const table of [
      'orders',
      'bookings',
      'payments',
      'refunds',
      'payouts',
      'ledger_entries',
      'listings',
      'profiles',
    ]) {
      expect(writers.has(table), table).toBe(true);
    }
    expect([...writers.get('orders')!]).toEqual(['renting']);
  });

  it('finds a second writer when there is one', () => {
    // The reader itself is checked against a known write: bookings are written by the renting module only.
    const bookingWriters = tableWrites().filter((w) => w.table === 'bookings');
    expect(bookingWriters.length).toBeGreaterThan(1);
    expect(new Set(bookingWriters.map((w) => w.module))).toEqual(new Set(['renting']));
  });
});
