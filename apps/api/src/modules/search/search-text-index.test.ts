import type { SearchResponse } from '@vira/domain/search';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpAndVerify } from '../../../test/auth-helpers';
import { publishedListing } from '../../../test/owner-helpers';
import { call } from '../../../test/renting-helpers';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { SearchTextIndex, textIndexFor } from './search-text-index';
import { parseTsQuery, parseTsVector } from './search-text-parse';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await t.deps.database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** tsquery text of operands, e.g. `'cam' & 'fot':*`. */
function tsquery(operands: string[]): string {
  return operands.map((o) => (o.endsWith(':*') ? `'${o.slice(0, -2)}':*` : `'${o}'`)).join(' & ');
}

/**
 * Queries over the sample catalogue's own lexemes: single words, pairs and triples taken from one document
 * (neighbours and far apart), repeated words, prefixes (a prefix may match several lexemes of one document), a
 * lexeme no document has, and mixes.
 */
async function sampleQueries(): Promise<string[]> {
  const documents = await rows<{ document: string }>(
    sql`select search_document::text as document from listings order by id`,
  );
  const parsed = documents.map((d) => parseTsVector(d.document).lexemes);
  const all = [...new Set(parsed.flat())].sort();
  const queries = new Set<string>();
  all.forEach((lexeme, i) => {
    if (i % 5 === 0) queries.add(tsquery([lexeme]));
    if (i % 11 === 0 && lexeme.length > 3) queries.add(tsquery([`${lexeme.slice(0, 3)}:*`]));
  });
  parsed.forEach((lexemes, i) => {
    if (i % 3 !== 0 || lexemes.length < 6) return;
    const [a, b, c] = [lexemes[i % lexemes.length]!, lexemes[(i + 1) % lexemes.length]!, lexemes[lexemes.length - 1]!];
    queries.add(tsquery([a, b]));
    queries.add(tsquery([a, c]));
    queries.add(tsquery([a, b, c]));
    queries.add(tsquery([a, a]));
    queries.add(tsquery([`${a.slice(0, 2)}:*`, c]));
    queries.add(tsquery([b, 'zzzzqx']));
  });
  return [...queries];
}

describe('in-memory text index', () => {
  it('ranks every document exactly as PostgreSQL ts_rank does (float4 values equal)', async () => {
    const index = new SearchTextIndex(t.deps.database.db);
    await index.load();
    const queries = await sampleQueries();
    expect(queries.length).toBeGreaterThan(300);
    let compared = 0;
    let positive = 0;
    let unparsed = 0;
    for (const text of queries) {
      // What the index is given in the app: PostgreSQL's own text of the query.
      const query = parseTsQuery((await rows<{ q: string }>(sql`select ${text}::tsquery::text as q`))[0]!.q);
      if (!query) {
        unparsed++;
        continue;
      }
      const expected = await rows<{ id: number; rank: number; matches: boolean }>(
        sql`select id, ts_rank(search_document, ${text}::tsquery)::float8 as rank,
              search_document @@ ${text}::tsquery as matches
            from listings`,
      );
      for (const row of expected) {
        const rank = index.rankOf(row.id, query);
        if (rank !== row.rank) expect({ text, id: row.id, rank }).toEqual({ text, id: row.id, rank: row.rank });
        compared++;
        if (row.rank > 1e-19) positive++;
      }
      // The matching and the order: the same ids as `@@ order by ts_rank desc, id`.
      const ordered = expected
        .filter((r) => r.matches)
        .sort((a, b) => b.rank - a.rank || a.id - b.id)
        .map((r) => r.id);
      expect(index.rankedIds({ query, text: null, location: null })!.all(), text).toEqual(ordered);
    }
    // Only a prefix and the same lexeme without one in one query is left to SQL.
    expect(unparsed).toBeLessThan(queries.length / 20);
    expect(compared).toBeGreaterThan(50_000);
    expect(positive).toBeGreaterThan(5_000);
  }, 300_000);

  it('keeps with every posting the ts_rank of its document under that one lexeme (float4 values equal)', async () => {
    const index = new SearchTextIndex(t.deps.database.db);
    await index.load();
    const expected = await rows<{ id: number; lexeme: string; rank: number }>(
      sql`select l.id, u.lexeme, ts_rank(l.search_document, quote_literal(u.lexeme)::tsquery)::float8 as rank
          from listings l, unnest(tsvector_to_array(l.search_document)) u(lexeme)`,
    );
    expect(expected.length).toBeGreaterThan(5_000);
    let positive = 0;
    for (const row of expected) {
      const rank = index.postingRankOf(row.id, row.lexeme);
      if (rank !== row.rank) expect({ ...row, rank }).toEqual(row);
      if (row.rank > 0) positive++;
    }
    expect(positive).toBe(expected.length);
    // A lexeme the listing does not hold has no posting.
    expect(index.postingRankOf(expected[0]!.id, 'zzzzqx')).toBeUndefined();
  });

  it('orders text matches as the SQL relevance order: title matches, then rank, then id', async () => {
    const index = new SearchTextIndex(t.deps.database.db);
    await index.load();
    for (const [words, like, location] of [
      ['camar', 'camar', null],
      ['bicicl', 'bicicl', null],
      ['taladr & percutor', 'taladro percutor', null],
      ['kayak', 'kayak', 'mexico'],
    ] as const) {
      const query = parseTsQuery(
        (await rows<{ q: string }>(sql`select to_tsquery('spanish', ${words})::text as q`))[0]!.q,
      );
      const expected = await rows<{ id: number }>(
        sql`select id from listings
            where (search_document @@ to_tsquery('spanish', ${words}) or search_title like ${`%${like}%`}
                   or search_location like ${`%${like}%`})
              and (${location}::text is null or search_location like '%' || ${location}::text || '%')
            order by (search_title like ${`%${like}%`}) desc, ts_rank(search_document, to_tsquery('spanish', ${words})) desc, id`,
      );
      expect(expected.length, words).toBeGreaterThan(0);
      expect(index.rankedIds({ query, text: like, location })!.all(), words).toEqual(expected.map((r) => r.id));
    }
  });

  it('finds every title containing a piece of text, as LIKE does: within a word, across words, short, spaced', async () => {
    const index = new SearchTextIndex(t.deps.database.db);
    await index.load();
    const titles = await rows<{ title: string }>(sql`select search_title as title from listings order by id`);
    // Pieces of the catalogue's own titles at every kind of place: inside a word, a whole word, across a space,
    // starting or ending with a space, too short for the words (2 characters), a whole title; and text no title has.
    const needles = new Set<string>(['zzqx', 'a  b', '   ', 'de la']);
    titles.forEach(({ title }, i) => {
      if (i % 4 !== 0) return;
      const at = (i * 7) % Math.max(1, title.length - 2);
      for (const length of [2, 3, 5, 9, 14]) needles.add(title.slice(at, at + length));
      const space = title.indexOf(' ');
      if (space > 0) needles.add(title.slice(Math.max(0, space - 2), space + 3)).add(title.slice(space, space + 4));
      needles.add(title);
    });
    let checked = 0;
    for (const needle of needles) {
      if (needle.length < 2) continue;
      const pattern = `%${needle.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      const expected = await rows<{ id: number }>(
        sql`select id from listings where search_title like ${pattern} or search_location like ${pattern}
            order by (search_title like ${pattern}) desc, id`,
      );
      expect(index.rankedIds({ query: null, text: needle, location: null })!.all(), JSON.stringify(needle)).toEqual(
        expected.map((r) => r.id),
      );
      checked++;
    }
    expect(checked).toBeGreaterThan(100);
  });

  it('is not used before it is loaded: searches take the SQL path meanwhile', async () => {
    const index = new SearchTextIndex(t.deps.database.db);
    expect(await index.sync()).toBe(false);
    expect(index.loaded).toBe(false);
    // The app's own index is not started in tests unless a test asks: the search answers from SQL.
    expect(textIndexFor(t.deps.database.db).loaded).toBe(false);
    const found = (await (await call(t, null, 'GET', '/api/search?q=camara')).json()) as SearchResponse;
    expect(found.total).toBeGreaterThan(0);
    expect(textIndexFor(t.deps.database.db).loaded).toBe(false);
  });

  it('keeps a change made while it loads', async () => {
    const index = new SearchTextIndex(t.deps.database.db);
    const loading = index.start();
    const cookie = await signUpAndVerify(t, {
      email: 'dueno-carga@example.com',
      password: 'secreto123',
      fullName: 'Dueña',
    });
    const id = await publishedListing(t, cookie, { title: 'Podadoraqz de césped' });
    await loading;
    expect(await index.sync()).toBe(true);
    expect(index.rankedIds({ query: null, text: 'podadoraqz', location: null })!.all()).toEqual([id]);
  });

  it('finds a published listing, and its edited title, on the very next search', async () => {
    await textIndexFor(t.deps.database.db).load();
    // The index is loaded before the listing exists, so only the catalogue change can bring it in.
    const before = await (await call(t, null, 'GET', '/api/search?q=zumbadorxq')).json();
    expect(before.total).toBe(0);
    const cookie = await signUpAndVerify(t, {
      email: 'dueno-texto@example.com',
      password: 'secreto123',
      fullName: 'Dueño',
    });
    const id = await publishedListing(t, cookie, { title: 'Zumbadorxq de jardín' });
    const found = (await (await call(t, null, 'GET', '/api/search?q=zumbadorxq')).json()) as SearchResponse;
    expect(found.items.map((i) => i.id)).toEqual([id]);
    // Partial words (the title LIKE) too.
    const partial = (await (await call(t, null, 'GET', '/api/search?q=mbadorx')).json()) as SearchResponse;
    expect(partial.items.map((i) => i.id)).toEqual([id]);

    const edited = await call(t, cookie, 'PATCH', `/api/listings/${id}`, { title: 'Aspersorwq de jardín' });
    expect(edited.status).toBe(200);
    const renamed = (await (await call(t, null, 'GET', '/api/search?q=aspersorwq')).json()) as SearchResponse;
    expect(renamed.items.map((i) => i.id)).toEqual([id]);
    const old = (await (await call(t, null, 'GET', '/api/search?q=mbadorx')).json()) as SearchResponse;
    expect(old.items).toEqual([]);
  });
});
