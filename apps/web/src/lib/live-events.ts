import { parseLiveEvent, type LiveEvent, type LiveEventKind } from '@vira/domain/live-event';

/**
 * The one live connection of a signed-in tab: server-sent events from GET /api/live. The browser reconnects by
 * itself and sends Last-Event-ID, so the server replays what was missed; features subscribe to the kinds they
 * care about. A stream the server closes for good (signed out) is not reopened until `connectLive` again.
 */
export type { LiveEvent };

type Handler = (event: LiveEvent) => void;

// The person's stream; a hazardous shipment's public stream is its own (features/hazmat).
const KINDS: LiveEventKind[] = ['message', 'receipt', 'notification', 'conversation'];
const handlers = new Set<Handler>();
let source: EventSource | null = null;
let users = 0;
const seen = new Set<string>();

export function onLiveEvent(handler: Handler): () => void {
  handlers.add(handler);
  return () => handlers.delete(handler);
}

/** Opens the stream (shared by every caller); the returned function releases it. */
export function connectLive(): () => void {
  users += 1;
  if (!source && typeof EventSource !== 'undefined') {
    source = new EventSource('/api/live', { withCredentials: true });
    for (const kind of KINDS) {
      source.addEventListener(kind, (raw) => {
        const message = raw as MessageEvent<string>;
        // A replay after a reconnect never shows an event twice.
        if (message.lastEventId) {
          if (seen.has(message.lastEventId)) return;
          seen.add(message.lastEventId);
          if (seen.size > 2000) seen.clear();
        }
        let data: unknown;
        try {
          data = JSON.parse(message.data);
        } catch {
          return;
        }
        // The contract of packages/domain: a payload that does not match its kind's schema reaches no feature.
        const event = parseLiveEvent(message.lastEventId, kind, data);
        if (!event) return;
        for (const handler of handlers) handler(event);
      });
    }
  }
  return () => {
    users -= 1;
    if (users === 0) {
      source?.close();
      source = null;
    }
  };
}
