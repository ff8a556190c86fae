/**
 * Live delivery (issue: conversations and notifications), printed as tables:
 * - message latency from POST to the recipient's server-sent event, with 200 streams open on one process
 *   (embedded PGlite), and across two instances on PostgreSQL (writes to A, streams on B, LISTEN/NOTIFY);
 * - the API process's memory per open stream;
 * - GET /api/notifications p95 for a person with 10,000 notifications.
 * The servers are child processes (`src/main.ts`), so their memory is theirs alone; everything is on 127.0.0.1.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { bootstrap } from '../src/bootstrap';
import { loadEnv } from '../src/config/env';
import { notifications } from '../src/db/schema/notifications';
import { benchPostgres } from './pg-cluster';

const API_DIR = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const PEOPLE = Number(process.env.BENCH_LIVE_PEOPLE ?? 50);
const TABS = 4;
const ROUNDS = Number(process.env.BENCH_LIVE_ROUNDS ?? 4);

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
const round = (n: number) => Math.round(n * 10) / 10;

interface Server {
  base: string;
  child: ChildProcess;
  rssKb(): number;
}

async function startServer(port: number, env: Record<string, string>): Promise<Server> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: API_DIR,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      E2E: 'true',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: 'memory://',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 600; i += 1) {
    if (
      await fetch(`${base}/api/health`)
        .then((r) => r.ok)
        .catch(() => false)
    )
      break;
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    base,
    child,
    rssKb: () => Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${child.pid}/status`, 'utf8'))?.[1] ?? 0),
  };
}

async function stopServer(server: Server): Promise<void> {
  server.child.kill('SIGTERM');
  await new Promise((r) => server.child.once('exit', r));
}

async function person(server: Server, label: string): Promise<{ cookie: string; id: string }> {
  const email = `${label}-${Math.random().toString(36).slice(2, 10)}@bench.example`;
  const headers = { 'Content-Type': 'application/json', Origin: server.base };
  const signUp = await fetch(`${server.base}/api/auth/sign-up/email`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ name: label, email, password: 'secreto123', callbackURL: '/' }),
  });
  if (!signUp.ok) throw new Error(`sign-up answered ${signUp.status}: ${await signUp.text()}`);
  const outbox = (await (await fetch(`${server.base}/api/dev/outbox?to=${encodeURIComponent(email)}`)).json()) as {
    messages: { links: string[] }[];
  };
  const verified = await fetch(outbox.messages[0]!.links[0]!, { redirect: 'manual' });
  const cookie = verified.headers
    .getSetCookie()
    .map((c) => c.split(';')[0]!)
    .join('; ');
  const session = (await (await fetch(`${server.base}/api/auth/get-session`, { headers: { cookie } })).json()) as {
    user: { id: string };
  };
  return { cookie, id: session.user.id };
}

async function api(server: Server, cookie: string, method: string, route: string, body?: unknown) {
  const res = await fetch(`${server.base}${route}`, {
    method,
    headers: { cookie, Origin: server.base, ...(body ? { 'Content-Type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!res.ok) throw new Error(`${method} ${route} answered ${res.status}: ${await res.text()}`);
  return res.status === 204 ? null : ((await res.json()) as Record<string, unknown>);
}

/** One SSE stream; calls `onMessage(body)` for every chat message event. */
async function stream(server: Server, cookie: string, onMessage: (body: string) => void) {
  const controller = new AbortController();
  const res = await fetch(`${server.base}/api/live`, { headers: { cookie }, signal: controller.signal });
  const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  void (async () => {
    for (;;) {
      const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
      if (done) return;
      buffer += value;
      let end: number;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (!block.includes('event: message')) continue;
        const data = block.split('\n').find((l) => l.startsWith('data:'));
        if (data) onMessage((JSON.parse(data.slice(5)) as { body: string }).body);
      }
    }
  })();
  return () => controller.abort();
}

/**
 * Writes through `writer`, streams on `reader`. Fifty renters keep four tabs each open on `reader` (200 streams)
 * and each writes to the sample owner Carlos about one of his listings; Carlos's own tab, also on `reader`,
 * times every message from the POST to its event. Memory is the reader process's growth per open stream.
 */
async function measure(label: string, writer: Server, reader: Server) {
  const signIn = await fetch(`${writer.base}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: writer.base },
    body: JSON.stringify({ email: 'example1@vira.local', password: 'vira-demo-2026' }),
  });
  if (!signIn.ok) throw new Error(`sign-in as example1 answered ${signIn.status}`);
  const ownerCookie = signIn.headers
    .getSetCookie()
    .map((c) => c.split(';')[0]!)
    .join('; ');
  let listingId = 0;
  for (let id = 1; id < 60 && !listingId; id += 1) {
    const listing = (await (await fetch(`${writer.base}/api/listings/${id}`)).json().catch(() => null)) as {
      owner?: { id: string };
    } | null;
    if (listing?.owner?.id === 'example1') listingId = id;
  }
  const renters: { cookie: string; conversation: string }[] = [];
  for (let i = 0; i < PEOPLE; i += 1) {
    const renter = await person(writer, `bench-renter-${i}`);
    const conversation = (await api(writer, renter.cookie, 'POST', '/api/conversations', { listingId })) as {
      id: string;
    };
    renters.push({ cookie: renter.cookie, conversation: conversation.id });
  }
  const pending = new Map<string, number>();
  const latencies: number[] = [];
  const closers: (() => void)[] = [];
  await new Promise((r) => setTimeout(r, 1000));
  const rssBefore = reader.rssKb();
  for (const renter of renters)
    for (let tab = 0; tab < TABS; tab += 1) closers.push(await stream(reader, renter.cookie, () => undefined));
  await new Promise((r) => setTimeout(r, 1000));
  const rssOpen = reader.rssKb();
  closers.push(
    await stream(reader, ownerCookie, (body) => {
      const sentAt = pending.get(body);
      if (sentAt !== undefined) latencies.push(performance.now() - sentAt);
    }),
  );
  await new Promise((r) => setTimeout(r, 500));
  for (let r = 0; r < ROUNDS; r += 1) {
    for (const [i, renter] of renters.entries()) {
      const body = `¿Sigue disponible? (${r}-${i})`;
      pending.set(body, performance.now());
      await api(writer, renter.cookie, 'POST', `/api/conversations/${renter.conversation}/messages`, { body });
    }
  }
  await new Promise((r) => setTimeout(r, 2000));
  closers.forEach((close) => close());
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    setup: label,
    'open streams': renters.length * TABS + 1,
    messages: renters.length * ROUNDS,
    delivered: latencies.length,
    'p50 (ms)': round(percentile(sorted, 50)),
    'p95 (ms)': round(percentile(sorted, 95)),
    'KB per stream': round((rssOpen - rssBefore) / (renters.length * TABS)),
  };
}

async function notificationsListBench() {
  const started = await bootstrap(
    loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: 'memory://', SEED_SAMPLE_DATA: 'false' }),
  );
  try {
    const req = (route: string, init?: RequestInit) =>
      Promise.resolve(started.app.request(`http://localhost:3000${route}`, init));
    const email = 'bell@bench.example';
    await req('/api/auth/sign-up/email', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: 'http://localhost:3000' },
      body: JSON.stringify({ name: 'Bell', email, password: 'secreto123', callbackURL: '/' }),
    });
    const outbox = (await (await req(`/api/dev/outbox?to=${email}`)).json()) as { messages: { links: string[] }[] };
    const link = new URL(outbox.messages[0]!.links[0]!);
    const verified = await req(link.pathname + link.search, { redirect: 'manual' });
    const cookie = verified.headers
      .getSetCookie()
      .map((c) => c.split(';')[0]!)
      .join('; ');
    const session = (await (await req('/api/auth/get-session', { headers: { cookie } })).json()) as {
      user: { id: string };
    };
    const rows = Array.from({ length: 10_000 }, (_, i) => ({
      userId: session.user.id,
      type: 'booking' as const,
      template: 'request_received',
      params: { name: 'Ana', listing: `Artículo ${i}` },
      data: { item_id: i },
      read: i % 3 !== 0,
      createdAt: new Date(Date.now() - i * 60_000),
    }));
    for (let i = 0; i < rows.length; i += 1000)
      await started.deps.database.db.insert(notifications).values(rows.slice(i, i + 1000));
    const times: number[] = [];
    for (let i = 0; i < 220; i += 1) {
      const t0 = performance.now();
      const res = await req('/api/notifications', { headers: { cookie } });
      await res.arrayBuffer();
      if (i >= 20) times.push(performance.now() - t0);
    }
    times.sort((a, b) => a - b);
    return {
      person: '10,000 notifications (PGlite)',
      requests: times.length,
      'p50 (ms)': round(percentile(times, 50)),
      'p95 (ms)': round(percentile(times, 95)),
    };
  } finally {
    await started.close();
  }
}

const results: Record<string, unknown>[] = [];
const one = await startServer(3391, {});
try {
  results.push(await measure('one process, PGlite', one, one));
} finally {
  await stopServer(one);
}
const pgdb = await benchPostgres('vira_bench_live');
if (pgdb) {
  const a = await startServer(3392, { DATABASE_URL: pgdb.url });
  const b = await startServer(3393, { DATABASE_URL: pgdb.url, SEED_SAMPLE_DATA: 'false' });
  try {
    results.push(await measure('two instances, PostgreSQL (write A, stream B)', a, b));
  } finally {
    await stopServer(a);
    await stopServer(b);
    pgdb.stop();
  }
} else {
  console.log('PostgreSQL 15 is not installed here and BENCH_DATABASE_URL is unset: two-instance figures skipped.');
}
console.log('\nMessage delivery, POST to the recipient’s server-sent event');
console.table(results);
console.log('\nNotifications list');
console.table([await notificationsListBench()]);
