import type { AppDb } from '../../db/client';

type Listener = () => void;

/**
 * In-process signal that the public catalogue changed (a listing published, edited, paused, hidden, deleted).
 * The map index and the search statistics cache listen, so a published listing shows at once instead of after
 * their refresh intervals. Keyed per database so parallel test apps do not see each other. Other API instances
 * still pick changes up through their own refresh intervals (map fingerprint 10 s, search stats 30 s).
 */
const listeners = new WeakMap<AppDb, Set<Listener>>();

export function onCatalogueChange(db: AppDb, listener: Listener): void {
  // The OpenAPI generator builds the app without a database; there is nothing to listen to then.
  if (typeof db !== 'object' || db === null) return;
  let set = listeners.get(db);
  if (!set) listeners.set(db, (set = new Set()));
  set.add(listener);
}

export function notifyCatalogueChange(db: AppDb): void {
  for (const listener of listeners.get(db) ?? []) listener();
}
