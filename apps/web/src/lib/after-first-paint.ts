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
const painted = new Promise<void>((resolve) => (markPainted = resolve));

/**
 * Called once, when the first screen has been committed (App's effect). The frame callback runs just before the
 * browser paints that commit; the task queued from it runs after the paint. A hidden tab paints no frames: the
 * deferred chunks then wait a second at most.
 */
export function firstScreenCommitted(): void {
  requestAnimationFrame(() => setTimeout(markPainted));
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
