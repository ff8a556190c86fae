import type { TestApp } from './test-app';

export interface SseEvent {
  id?: string;
  event: string;
  data: unknown;
}

/**
 * A live-events client for tests: opens GET /api/live (optionally resuming after an event id) and collects
 * parsed events until `close()`.
 */
export async function openLive(
  fetchFn: (path: string, init: RequestInit) => Promise<Response>,
  cookie: string,
  lastEventId?: string,
) {
  const controller = new AbortController();
  const response = await fetchFn('/api/live', {
    headers: { cookie, ...(lastEventId ? { 'Last-Event-ID': lastEventId } : {}) },
    signal: controller.signal,
  });
  if (response.status !== 200 || !response.body) throw new Error(`live answered ${response.status}`);
  const events: SseEvent[] = [];
  const waiters: (() => void)[] = [];
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  const pump = (async () => {
    for (;;) {
      const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
      if (done) return;
      buffer += value;
      let end: number;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const fields = Object.fromEntries(
          block
            .split('\n')
            .filter((line) => line && !line.startsWith(':'))
            .map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 1).trimStart()]),
        ) as Record<string, string>;
        if (!fields.data) continue;
        events.push({ id: fields.id, event: fields.event ?? 'message', data: JSON.parse(fields.data) });
        waiters.splice(0).forEach((wake) => wake());
      }
    }
  })();
  return {
    events,
    response,
    /** Waits (up to `ms`) until an event matches. */
    async waitFor(match: (event: SseEvent) => boolean, ms = 5000): Promise<SseEvent> {
      const deadline = Date.now() + ms;
      for (;;) {
        const found = events.find(match);
        if (found) return found;
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`no matching live event; got ${JSON.stringify(events.map((e) => e.event))}`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, left);
        });
      }
    },
    async close() {
      controller.abort();
      await reader.cancel().catch(() => undefined);
      await pump;
    },
  };
}

export function inProcess(t: TestApp) {
  return (path: string, init: RequestInit) => t.request(path, init);
}
