import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { modulesDir, sourceFiles } from '../../../test/architecture/source-files';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { enqueueJob } from './enqueue-job';
import { defineJob, type JobKind } from './job-kind';
import { registeredJobKinds, registerJobKinds } from './job-registry';
import { runDueJobs } from './job-runner';

/** Job kinds are a typed list: declared once, registered at start-up, refused when unknown or malformed. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const ran: string[] = [];
const greeting = defineJob('test.greet', z.object({ name: z.string() }), async (_deps, { name }) => {
  ran.push(name);
});
const pending = async (kind: string) =>
  (
    (await t.deps.database.db.execute(
      sql`select count(*)::int as n from jobs where kind = ${kind} and done_at is null`,
    )) as unknown as { rows: { n: number }[] }
  ).rows[0]!.n;

describe('job kinds', () => {
  it('every kind the code declares is registered once the app is built, each name once', () => {
    const declared = new Set<string>();
    for (const file of sourceFiles(modulesDir)) {
      const text = fs.readFileSync(file, 'utf8');
      // defineJob('name', …) and defineRecurringJob('name', …), or a constant named just before.
      for (const m of text.matchAll(/define(?:Recurring)?Job\(\s*(?:'([^']+)'|([A-Z_]+))/g)) {
        const name = m[1] ?? new RegExp(`const ${m[2]} = '([^']+)'`).exec(text)?.[1];
        expect(name, `${path.relative(modulesDir, file)}: ${m[0]}`).toBeDefined();
        declared.add(name!);
      }
    }
    expect(declared.size).toBeGreaterThanOrEqual(20);
    const names = registeredJobKinds().map((k) => k.name);
    expect(new Set(names).size).toBe(names.length);
    expect([...declared].filter((name) => !names.includes(name))).toEqual([]);
  });

  it('refuses to enqueue a kind nobody registered, and queues nothing', async () => {
    await expect(enqueueJob(t.deps.database.db, greeting, { name: 'Ana' }, { runAt: new Date() })).rejects.toThrow(
      "Job kind 'test.greet' is not registered",
    );
    expect(await pending('test.greet')).toBe(0);
  });

  it('refuses a payload that does not match the kind’s schema, at compile time and at run time', async () => {
    registerJobKinds([greeting]);
    const bad = { name: 42 } as unknown as { name: string };
    // @ts-expect-error a payload of the wrong shape does not compile
    const wrongShape: Parameters<typeof enqueueJob<{ name: string }>>[2] = { nombre: 'Ana' };
    await expect(enqueueJob(t.deps.database.db, greeting, bad, { runAt: new Date() })).rejects.toThrow(
      "Job 'test.greet' refused its payload: name",
    );
    await expect(enqueueJob(t.deps.database.db, greeting, wrongShape, { runAt: new Date() })).rejects.toThrow(
      'refused its payload',
    );
    expect(await pending('test.greet')).toBe(0);
  });

  it('a stored row of an unknown kind, or with a malformed payload, fails in the runner and runs nothing', async () => {
    const db = t.deps.database.db;
    await db.execute(sql`insert into jobs (kind, payload, run_at) values
      ('test.nobody', '{}', now() - interval '1 second'), ('test.greet', '{"name": 7}', now() - interval '1 second')`);
    await runDueJobs(t.deps);
    const rows = (
      (await db.execute(
        sql`select kind, last_error from jobs where kind in ('test.nobody', 'test.greet') order by kind`,
      )) as unknown as { rows: { kind: string; last_error: string }[] }
    ).rows;
    expect(rows).toEqual([
      { kind: 'test.greet', last_error: expect.stringContaining('refused its payload') },
      { kind: 'test.nobody', last_error: 'no job kind is registered as test.nobody' },
    ]);
    expect(ran).toEqual([]);
  });

  it('refuses a second kind under a name already taken', () => {
    const other: JobKind<{ name: string }> = defineJob('test.greet', z.object({ name: z.string() }), async () => {});
    expect(() => registerJobKinds([other])).toThrow("Two job kinds are named 'test.greet'.");
  });
});
