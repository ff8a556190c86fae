import { z } from 'zod';
import { messageSchema } from './chat';
import { publicShipmentSchema } from './hazmat';
import { notificationSchema } from './notification';

/**
 * The live stream's contract (server-sent events; `event:` is the kind): one schema per kind. The server publishes
 * through it (a payload of the wrong shape does not compile) and the web parses with it (a payload that does not
 * match is dropped, never handed to a feature half-understood).
 */
export const liveEventSchemas = {
  notification: notificationSchema,
  message: messageSchema,
  receipt: z.object({
    conversationId: z.string(),
    status: z.enum(['delivered', 'read']),
    upTo: z.string(),
  }),
  conversation: z.object({ conversationId: z.string() }),
  /** The public tracking page's own stream of one hazardous shipment (no sign-in). */
  shipment: publicShipmentSchema,
} as const;

export type LiveEventKind = keyof typeof liveEventSchemas;
export type LivePayload<K extends LiveEventKind> = z.infer<(typeof liveEventSchemas)[K]>;
export type LiveEvent = { [K in LiveEventKind]: { id: string; kind: K; data: LivePayload<K> } }[LiveEventKind];

export const LIVE_EVENT_KINDS = Object.keys(liveEventSchemas) as LiveEventKind[];

export function isLiveEventKind(kind: string): kind is LiveEventKind {
  return Object.hasOwn(liveEventSchemas, kind);
}

/** The event, typed, or null when the kind is unknown or the payload does not match its schema. */
export function parseLiveEvent(id: string, kind: string, data: unknown): LiveEvent | null {
  if (!isLiveEventKind(kind)) return null;
  const parsed = liveEventSchemas[kind].safeParse(data);
  return parsed.success ? ({ id, kind, data: parsed.data } as LiveEvent) : null;
}
