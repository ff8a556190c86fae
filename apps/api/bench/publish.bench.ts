/**
 * Publishing (issue 10's measure): one owner uploads 5 photos of about 3 MB each to a draft and publishes it.
 * Prints each photo's processing time (upload to stored WebP), the API process's peak memory above idle while it
 * works (budget: under 300 MB), and the seconds from "Publicar" to the listing being found by text search.
 * Run with `npm run bench -w apps/api -- publish` or alone: `npx tsx bench/publish.bench.ts`.
 */
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { serve } from '@hono/node-server';
import sharp from 'sharp';
import { bootstrap } from '../src/bootstrap';
import { loadEnv } from '../src/config/env';
import { COMPLETE_LISTING } from '../test/owner-helpers';

const PHOTOS = 5;
const MB = 1024 * 1024;
const round = (n: number, digits = 1) => Math.round(n * 10 ** digits) / 10 ** digits;

/** A camera-like JPEG of about 3 MB: noise does not compress, so size is what a phone photo would be. */
async function photo(seed: number): Promise<Buffer> {
  const width = 2400;
  const height = 1800;
  const pixels = Buffer.alloc(width * height * 3);
  let x = seed * 2654435761;
  for (let i = 0; i < pixels.length; i++) {
    x = (x * 1103515245 + 12345) >>> 0;
    pixels[i] = (x >>> 16) & 0xff;
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 88 })
    .toBuffer();
}

async function main() {
  const started = await bootstrap(
    loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: 'memory://', E2E: 'true' }),
  );
  const server = serve({ fetch: started.app.fetch, hostname: '127.0.0.1', port: 0 });
  try {
    await new Promise<void>((resolve) => (server.listening ? resolve() : server.once('listening', () => resolve())));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const email = 'bench-owner@example.com';
    const signUp = await started.app.request(`${base}/api/auth/sign-up/email`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'Bench Owner', email, password: 'secreto123' }),
    });
    if (!signUp.ok) throw new Error(`sign-up answered ${signUp.status}: ${await signUp.text()}`);
    const outbox = (await (await started.app.request(`${base}/api/dev/outbox?to=${email}`)).json()) as {
      messages: { links: string[] }[];
    };
    const link = new URL(outbox.messages[0]!.links[0]!);
    const verified = await started.app.request(`${base}${link.pathname}${link.search}`, { redirect: 'manual' });
    const cookie = verified.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    // Cookie-bearing writes name the site they come from, as a browser's do.
    const headers = { cookie, Origin: new URL(started.deps.env.PUBLIC_URL).origin };
    const json = { ...headers, 'Content-Type': 'application/json' };

    const title = 'Kayak de banco para el lago de Chapala';
    const draft = (await (
      await fetch(`${base}/api/listings`, { method: 'POST', headers: json, body: '{}' })
    ).json()) as { id: number };
    await fetch(`${base}/api/listings/${draft.id}`, {
      method: 'PATCH',
      headers: json,
      body: JSON.stringify({ ...COMPLETE_LISTING, title }),
    });
    const photos = await Promise.all(Array.from({ length: PHOTOS }, (_, i) => photo(i + 1)));

    global.gc?.();
    const idle = process.memoryUsage().rss;
    let peak = idle;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 10);
    const rows: Record<string, string | number>[] = [];
    for (const [i, bytes] of photos.entries()) {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), `foto-${i + 1}.jpg`);
      const t0 = performance.now();
      const res = await fetch(`${base}/api/listings/${draft.id}/photos`, { method: 'POST', headers, body: form });
      if (!res.ok) throw new Error(`upload answered ${res.status}: ${await res.text()}`);
      rows.push({
        photo: i + 1,
        'size (MB)': round(bytes.length / MB, 2),
        'processing (ms)': round(performance.now() - t0),
      });
    }
    clearInterval(sampler);

    const t0 = performance.now();
    const published = await fetch(`${base}/api/listings/${draft.id}/publish`, { method: 'POST', headers });
    if (!published.ok) throw new Error(`publish answered ${published.status}: ${await published.text()}`);
    let found = false;
    while (!found && performance.now() - t0 < 30_000) {
      const search = (await (await fetch(`${base}/api/search?q=${encodeURIComponent('Chapala')}`)).json()) as {
        items: { id: number }[];
      };
      found = search.items.some((item) => item.id === draft.id);
      if (!found) await new Promise((r) => setTimeout(r, 20));
    }
    const visible = performance.now() - t0;

    console.log('\nPhoto processing (upload of a ~3 MB JPEG to stored WebP, over HTTP)');
    console.table(rows);
    console.log('\nPublishing');
    console.table([
      {
        photos: PHOTOS,
        'peak RSS above idle (MB)': round((peak - idle) / MB),
        'budget (MB)': 300,
        'publish → found by search (s)': found ? round(visible / 1000, 3) : 'not found in 30 s',
      },
    ]);
    if (!found) process.exitCode = 1;
  } finally {
    server.close();
    await started.close();
  }
}

await main();
