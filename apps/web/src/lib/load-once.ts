/**
 * A module (or anything) fetched once and shared by every caller. After a failed attempt (a lost connection) the
 * next call tries again, as a route's chunk does, instead of keeping the failure for the rest of the visit.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () =>
    (pending ??= load().catch((error: unknown) => {
      pending = undefined;
      throw error;
    }));
}
