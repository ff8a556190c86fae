/**
 * Chunks that nothing on the first screen needs (the footer, the toaster, the home page's featured cards and
 * lower sections, the search screen's cards, filters and selects) are requested only once the first screen is
 * on the glass. Requested during the first render, they compete with it: the browser downloads and runs them
 * before it paints, and Lighthouse counts every request that ended before the largest paint as part of it
 * (decision 031, session 11). Their room is reserved by their fallbacks, so their later arrival moves nothing.
 * API requests wait for that paint too (lib/api.ts, lib/api-client.ts): an answer that arrived before it was
 * rendered before it, in a task of its own that the paint waited for.
 */
let markPainted!: () => void;
// On the server (a public page rendered there, decision 044) there is no paint to wait for: the whole page is
// rendered, and the browser hydrates these parts once its first screen is painted.
const painted =
  typeof window === 'undefined' ? Promise.resolve() : new Promise<void>((resolve) => (markPainted = resolve));

/**
 * Called once, when the first screen has been committed (App's effect). The paint counts as done when the browser
 * reports it: a paint or largest-paint entry. Those carry the time the frame reached the glass, tens of
 * milliseconds after the frame's own task; a request started from a frame callback ended before it, so Lighthouse
 * counted the footer's and the cards' chunks and the session request in the largest paint (decision 031, session
 * 14). Any entry will do, also one from before this call: the page is empty until the app's first commit, and a
 * passive effect may run after that commit's paint (waiting for a later one held every request back a second).
 * Without paint timing, the task after the next frame stands in. A hidden tab paints no frames: the deferred
 * chunks then wait a second at most.
 */
export function firstScreenCommitted(): void {
  const observers: PerformanceObserver[] = [];
  const done = () => {
    for (const observer of observers) observer.disconnect();
    setTimeout(markPainted);
  };
  const types = typeof PerformanceObserver === 'undefined' ? [] : (PerformanceObserver.supportedEntryTypes ?? []);
  for (const type of ['paint', 'largest-contentful-paint'].filter((type) => types.includes(type))) {
    const observer = new PerformanceObserver((list) => {
      if (list.getEntries().length) done();
    });
    observer.observe({ type, buffered: true });
    observers.push(observer);
  }
  if (!observers.length) requestAnimationFrame(done);
  setTimeout(markPainted, 1000);
}

/** A task of its own: run one by one, the chunks and requests waiting for the paint are short tasks, not one long
 * one (starting a chunk's download, its preloads and a request in one go took 74 ms on /search, issue 13). */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve));

/** A chunk loader that starts loading only once the first screen has been painted, in a task of its own. */
export const afterFirstPaint =
  <T>(load: () => Promise<T>): (() => Promise<T>) =>
  () =>
    painted.then(nextTask).then(load);
