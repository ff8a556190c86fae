import type { PGlite, Transaction } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertListing } from '../../../test/listing-fixtures';
import { call, newPerson } from '../../../test/renting-helpers';
import { createTestApp, type TestApp } from '../../../test/test-app';

// Counts what reaches the embedded database: each statement is one round trip, BEGIN and COMMIT one each.

let t: TestApp;
let statements = 0;
beforeAll(async () => {
  t = await createTestApp();
  const pglite = t.deps.database.pglite as PGlite;
  const query = pglite.query.bind(pglite);
  const transaction = pglite.transaction.bind(pglite);
  pglite.query = ((...args: Parameters<PGlite['query']>) => {
    statements += 1;
    return query(...args);
  }) as PGlite['query'];
  pglite.transaction = (<T>(work: (tx: Transaction) => Promise<T>) => {
    statements += 2;
    return transaction((tx) => {
      const inner = tx.query.bind(tx);
      tx.query = ((...args: Parameters<Transaction['query']>) => {
        statements += 1;
        return inner(...args);
      }) as Transaction['query'];
      return work(tx);
    });
  }) as PGlite['transaction'];
});
afterAll(() => t?.close());

describe('sending a chat message', () => {
  it('takes few round trips to the database', async () => {
    const owner = await newPerson(t, 'rt-owner');
    const renter = await newPerson(t, 'rt-renter');
    const listingId = await insertListing(t.deps.database.db, owner.id, 'Tienda de campaña');
    const { id } = await (await call(t, renter.cookie, 'POST', '/api/conversations', { listingId })).json();
    await call(t, renter.cookie, 'POST', `/api/conversations/${id}/messages`, { body: 'Hola, ¿está libre?' });
    const counts: number[] = [];
    for (const body of ['¿Y el sábado?', '¿Incluye las estacas?']) {
      statements = 0;
      const res = await call(t, renter.cookie, 'POST', `/api/conversations/${id}/messages`, { body });
      expect(res.status).toBe(201);
      counts.push(statements);
    }
    // 21 before the message, its notice and its jobs were one transaction (two BEGIN/COMMIT pairs, two live inserts).
    console.log(`sending a message (not the first, owner away): ${counts.join(', ')} round trips`);
    expect(Math.max(...counts)).toBeLessThanOrEqual(18);
  });
});
