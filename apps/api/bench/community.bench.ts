/**
 * Community topic list with 100,000 posts: p50/p95 of GET /api/community/topics (first page of a category, a
 * deep page, and all categories), issued in-process against the app on an in-memory PGlite database.
 * Posts are spread over 5,000 topics; the list reads only the topics table (reply counts are kept on it), so
 * the post count matters through the topic rows' upkeep, not through the query.
 * Run with `npm run bench -w apps/api` (bench/run.ts) or alone: `npx tsx bench/community.bench.ts`.
 */
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { bootstrap } from '../src/bootstrap';
import { loadEnv } from '../src/config/env';

const TOPICS = 5_000;
const POSTS = 100_000;
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 300);

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}
const round = (n: number) => Math.round(n * 100) / 100;

const started = await bootstrap(
  loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: 'memory://', SEED_SAMPLE_DATA: 'false' }),
);
try {
  const db = started.deps.database.db;
  const fill = performance.now();
  await db.execute(sql`
    insert into community_topics (category, author_id, title, pinned, reply_count, created_at, last_post_at)
    select (array['renting-tips','owners','local-events','mutual-aid','general'])[1 + i % 5],
      'bench-' || (i % 500), 'Tema de prueba ' || i, i % 997 = 0, ${POSTS / TOPICS} - 1,
      now() - (i || ' minutes')::interval, now() - (i || ' seconds')::interval
    from generate_series(1, ${TOPICS}) as i`);
  await db.execute(sql`
    insert into community_posts (topic_id, author_id, body, created_at)
    select t.id, 'bench-' || (p % 500), 'Mensaje de prueba ' || p, t.created_at + (p || ' seconds')::interval
    from community_topics t
    cross join generate_series(1, ${POSTS / TOPICS}) as p`);
  await db.execute(sql`analyze community_topics`);
  await db.execute(sql`analyze community_posts`);
  const [counted] = (
    (await db.execute(sql`select count(*)::int as n from community_posts`)) as unknown as { rows: { n: number }[] }
  ).rows;
  console.log(`filled ${counted?.n} posts in ${TOPICS} topics in ${Math.round(performance.now() - fill)} ms`);

  const cases = {
    'category, page 1': '/api/community/topics?category=renting-tips&page=1',
    'category, page 40': '/api/community/topics?category=renting-tips&page=40',
    'all categories, page 1': '/api/community/topics?page=1',
    'one topic (20 posts)': '',
  };
  const [first] = (
    (await db.execute(sql`select id from community_topics order by last_post_at desc limit 1`)) as unknown as {
      rows: { id: string }[];
    }
  ).rows;
  cases['one topic (20 posts)'] = `/api/community/topics/${first!.id}`;

  const rows: Record<string, string | number>[] = [];
  for (const [name, path] of Object.entries(cases)) {
    for (let i = 0; i < 20; i++) await started.app.request(`http://localhost${path}`);
    const times: number[] = [];
    for (let i = 0; i < REQUESTS; i++) {
      const t0 = performance.now();
      const res = await started.app.request(`http://localhost${path}`);
      await res.arrayBuffer();
      times.push(performance.now() - t0);
      if (res.status !== 200) throw new Error(`${path} answered ${res.status}`);
    }
    times.sort((a, b) => a - b);
    rows.push({
      case: name,
      requests: REQUESTS,
      'p50 (ms)': round(percentile(times, 50)),
      'p95 (ms)': round(percentile(times, 95)),
    });
  }
  console.log(`Community topic list with ${POSTS.toLocaleString('en')} posts (in-process, PGlite)`);
  console.table(rows);
} finally {
  await started.close();
}
