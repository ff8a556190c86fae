import type { Clock } from '../src/clock';

/** A clock a test moves by hand: starts at the wall time (or `start`) and stands still until told. */
export interface TestClock extends Clock {
  set(at: Date | string): void;
  advance(ms: number): void;
}

export function createTestClock(start: Date | string = new Date()): TestClock {
  let current = new Date(start).getTime();
  return {
    now: () => new Date(current),
    set(at) {
      current = new Date(at).getTime();
    },
    advance(ms) {
      current += ms;
    },
  };
}
