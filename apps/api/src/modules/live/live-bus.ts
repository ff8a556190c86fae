import { EventEmitter } from 'node:events';
import pg from 'pg';
import type { Logger } from 'pino';
import type { LiveEventKind, LivePayload } from '@vira/domain/live-event';
import type { Database } from '../../db/client';
import { catalogueChangedHere, setCatalogueBroadcaster } from '../listings';
import { findLiveEvent, insertLiveEvent, type LiveEventRow } from './live.repository';

export interface LiveEvent {
  id: number;
  kind: string;
  payload: unknown;
}

export type LiveListener = (event: LiveEvent) => void;

/**
 * Live events for people (new message, receipt, notification). Each event is stored first (its id is the SSE
 * event id, so a reconnecting client gets what it missed), then delivered: within the process on PGlite, through
 * PostgreSQL LISTEN/NOTIFY otherwise, so every API instance on the database delivers to its own clients.
 */
export interface LiveBus {
  /** Typed by the stream's contract (`@vira/domain/live-event`), which the web parses with. */
  publish<K extends LiveEventKind>(userId: string, kind: K, payload: LivePayload<K>): Promise<LiveEvent>;
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

  let listener: pg.Client | undefined;
  let closed = false;
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
        const [userId, id] = (message.payload ?? '').split(' ');
        // Only an instance with a stream open for that person loads the event.
        if (!userId || !id || local.listenerCount(userId) === 0) return;
        void findLiveEvent(database.db, Number(id))
          .then((row) => row && deliver(userId, toEvent(row)))
          .catch((error: unknown) => logger.warn({ err: error }, 'live event lost'));
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
    async publish(userId, kind, payload) {
      const row = await insertLiveEvent(database.db, userId, kind, payload);
      const event = toEvent(row);
      if (listener && database.pool) {
        await database.pool.query('select pg_notify($1, $2)', [CHANNEL, `${userId} ${row.id}`]);
      } else {
        deliver(userId, event);
      }
      return event;
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
      await listener?.end().catch(() => undefined);
    },
  };
}
