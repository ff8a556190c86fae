import { AsyncLocalStorage } from 'node:async_hooks';
import { sql } from 'drizzle-orm';
import { createMiddleware } from 'hono/factory';
import type { AppDb } from '../../db/client';
import type { AppBindings } from '../../http/context';

/** Who is acting, as the audit triggers read it (decision 025). Unset fields leave the trigger's defaults. */
export interface AuditContext {
  actorId?: string | null;
  actorRole?: 'renter' | 'owner' | 'admin' | 'system' | 'user';
  reason?: string | null;
  /** A name for the step (e.g. the booking event) instead of the trigger's created / updated / status_changed. */
  action?: string | null;
}

// The request id travels with the request's async work, so a transaction opened deep in a service still knows it.
const requestScope = new AsyncLocalStorage<{ requestId: string }>();

export const auditRequestScope = createMiddleware<AppBindings>((c, next) =>
  requestScope.run({ requestId: c.get('requestId') }, next),
);

/**
 * Tells the audit triggers who acts in this transaction. The settings are transaction-local (set_config's third
 * argument): they vanish at commit and never leak to the next user of a pooled connection.
 */
export async function setAuditContext(tx: AppDb, ctx: AuditContext): Promise<void> {
  const settings: [string, string | null | undefined][] = [
    ['vira.actor_id', ctx.actorId],
    ['vira.actor_role', ctx.actorRole],
    ['vira.reason', ctx.reason],
    ['vira.action', ctx.action],
    ['vira.request_id', requestScope.getStore()?.requestId],
  ];
  // Only what this caller knows: a booking step inside an admin's transaction keeps the admin's reason.
  const calls = settings
    .filter(([, value]) => value !== undefined)
    .map(([name, value]) => sql`set_config(${name}, ${value ?? ''}, true)`);
  if (calls.length > 0) await tx.execute(sql`select ${sql.join(calls, sql`, `)}`);
}

/** Runs `fn` in a transaction whose writes are recorded as done by `ctx`'s actor. */
export function withAuditContext<T>(db: AppDb, ctx: AuditContext, fn: (tx: AppDb) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await setAuditContext(tx as unknown as AppDb, ctx);
    return fn(tx as unknown as AppDb);
  });
}
