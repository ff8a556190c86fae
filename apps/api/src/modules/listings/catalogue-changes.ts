import type { AppDb } from '../../db/client';

type Listener = () => void;

/**
 * Signal that the public catalogue changed (a listing published, edited, paused, hidden, deleted or reviewed; an
 * owner made a Vira). The map index and the search statistics cache listen, so a published listing shows at once
 * instead of after their refresh intervals. Keyed per database so parallel test apps do not see each other. On PostgreSQL the live bus
 * registers a broadcaster: the change also goes out with NOTIFY to the listeners of every other instance on the
 * database (decision 010).
 */
const listeners = new WeakMap<AppDb, Set<Listener>>();
const broadcasters = new WeakMap<AppDb, () => void>();

export function onCatalogueChange(db: AppDb, listener: Listener): void {
  // The OpenAPI generator builds the app without a database; there is nothing to listen to then.
  if (typeof db !== 'object' || db === null) return;
  let set = listeners.get(db);
  if (!set) listeners.set(db, (set = new Set()));
  set.add(listener);
}

export function notifyCatalogueChange(db: AppDb): void {
  // This instance at once (the request that made the change must see it), the others by NOTIFY; the echo of
  // our own NOTIFY refreshes this instance a second time, which is harmless.
  catalogueChangedHere(db);
  broadcasters.get(db)?.();
}

/** Runs this process's listeners (the live bus calls it when the NOTIFY arrives). */
export function catalogueChangedHere(db: AppDb): void {
  for (const listener of listeners.get(db) ?? []) listener();
}

export function setCatalogueBroadcaster(db: AppDb, broadcast: () => void): void {
  broadcasters.set(db, broadcast);
}
