import { EventEmitter } from 'node:events';
import pg from 'pg';
import type { Logger } from 'pino';
import type { LiveEventKind, LivePayload } from '@vira/domain/live-event';
import type { AppDb, Database } from '../../db/client';
import { catalogueChangedHere, setCatalogueBroadcaster } from '../listings';
import { findLiveEvent, insertAndAnnounceLiveEvents, type LiveEventRow } from './live.repository';

export interface LiveEvent {
  id: number;
  kind: string;
  payload: unknown;
}

export type LiveListener = (event: LiveEvent) => void;

/**
 * Live events for people (new message, receipt, notification). Each event is stored (its id is the SSE event id,
 * so a reconnecting client gets what it missed) and announced with NOTIFY in the same statement batch; every API
 * instance LISTENs (PGlite's own listener on the embedded database) and delivers to its own clients. NOTIFY is
 * transactional: an event published inside a transaction reaches nobody before that transaction commits, and
 * nobody at all if it rolls back.
 */
export interface LiveBus {
  /**
   * Typed by the stream's contract (`@vira/domain/live-event`), which the web parses with. Pass the caller's
   * transaction when the event tells of a change made in it: it is then delivered after the commit.
   */
  publish<K extends LiveEventKind>(userId: string, kind: K, payload: LivePayload<K>, tx?: AppDb): Promise<LiveEvent>;
  /** The same event to several people (a message to both sides of a conversation), in one round trip. */
  publishToEach<K extends LiveEventKind>(
    userIds: readonly string[],
    kind: K,
    payload: LivePayload<K>,
    tx?: AppDb,
  ): Promise<LiveEvent[]>;
  subscribe(userId: string, listener: LiveListener): () => void;
  /** Open streams in this process (for the benchmark and the health of shutdown). */
  readonly listenerCount: number;
  /** Asks every open stream of this process to end (shutdown). */
  closeStreams(): void;
  onCloseStreams(listener: () => void): () => void;
  close(): Promise<void>;
}

const CHANNEL = 'vira_live';
/** Listings changed: every instance refreshes its map index and search caches. */
const CATALOGUE_CHANNEL = 'vira_catalogue';
/** A symbol, so no person's id can collide with it. */
const SHUTDOWN = Symbol('shutdown');

function toEvent(row: LiveEventRow): LiveEvent {
  return { id: row.id, kind: row.kind, payload: row.payload };
}

export async function createLiveBus(database: Database, logger: Logger): Promise<LiveBus> {
  const local = new EventEmitter();
  local.setMaxListeners(0);
  let count = 0;
  const deliver = (userId: string, event: LiveEvent) => local.emit(userId, event);

  // One chain of loads per person: a stream skips any event older than the last it sent (the replay seam), so
  // two events announced together (a message and its notice, at one commit) must reach it in announcement order,
  // not in the order their loads happen to finish.
  const loading = new Map<string, Promise<void>>();
  const announced = (userId: string, id: number) => {
    // Only an instance with a stream open for that person loads the event.
    if (local.listenerCount(userId) === 0) return;
    const next = (loading.get(userId) ?? Promise.resolve())
      .then(() => findLiveEvent(database.db, id))
      .then((row) => {
        if (row) deliver(userId, toEvent(row));
      })
      .catch((error: unknown) => logger.warn({ err: error }, 'live event lost'));
    loading.set(userId, next);
    void next.then(() => {
      if (loading.get(userId) === next) loading.delete(userId);
    });
  };
  const onAnnouncement = (payload: string | undefined) => {
    const [userId, id] = (payload ?? '').split(' ');
    if (userId && id) announced(userId, Number(id));
  };

  let listener: pg.Client | undefined;
  let unlistenEmbedded: (() => Promise<void>) | undefined;
  let closed = false;
  if (database.kind === 'pglite' && database.pglite) {
    unlistenEmbedded = await database.pglite.listen(CHANNEL, onAnnouncement);
  }
  if (database.kind === 'postgres' && database.pool) {
    const options = database.pool.options;
    // A dedicated connection: LISTEN needs one that is never returned to the pool.
    const connect = async (): Promise<void> => {
      const client = new pg.Client(options);
      client.on('error', (error) => {
        logger.warn({ err: error }, 'live events connection lost; reconnecting');
        if (!closed) setTimeout(() => void connect().catch(() => undefined), 1000);
      });
      client.on('notification', (message) => {
        if (message.channel === CATALOGUE_CHANNEL) return catalogueChangedHere(database.db);
        onAnnouncement(message.payload);
      });
      await client.connect();
      await client.query(`LISTEN ${CHANNEL}`);
      await client.query(`LISTEN ${CATALOGUE_CHANNEL}`);
      listener = client;
    };
    await connect();
    setCatalogueBroadcaster(database.db, () => {
      database.pool!.query(`select pg_notify('${CATALOGUE_CHANNEL}', '')`).catch((error: unknown) => {
        logger.warn({ err: error }, 'catalogue change not broadcast; other instances catch up on their next check');
      });
    });
  }

  return {
    async publish(userId, kind, payload, tx = database.db) {
      const [event] = await insertAndAnnounceLiveEvents(tx, CHANNEL, [userId], kind, payload);
      return event!;
    },
    publishToEach(userIds, kind, payload, tx = database.db) {
      return insertAndAnnounceLiveEvents(tx, CHANNEL, userIds, kind, payload);
    },
    subscribe(userId, fn) {
      local.on(userId, fn);
      count += 1;
      return () => {
        local.off(userId, fn);
        count -= 1;
      };
    },
    get listenerCount() {
      return count;
    },
    closeStreams() {
      local.emit(SHUTDOWN);
    },
    onCloseStreams(fn) {
      local.on(SHUTDOWN, fn);
      return () => local.off(SHUTDOWN, fn);
    },
    async close() {
      closed = true;
      await unlistenEmbedded?.().catch(() => undefined);
      await listener?.end().catch(() => undefined);
    },
  };
}
