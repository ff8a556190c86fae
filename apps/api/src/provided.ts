/**
 * What a module needs from a module above it (one that imports it), handed over at start-up by `bootstrap.ts`
 * instead of imported, so the module-level import graph has no circle (decision 054). Reading it before it was
 * provided is a wiring mistake and says so.
 */
export interface Provided<T> {
  provide(value: T): void;
  get(): T;
}

export function provided<T>(what: string): Provided<T> {
  let value: T | undefined;
  return {
    provide(given) {
      value = given;
    },
    get() {
      if (value === undefined) throw new Error(`${what} is read before bootstrap.ts provided it.`);
      return value;
    },
  };
}
