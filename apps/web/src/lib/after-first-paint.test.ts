import { describe, expect, it, vi } from 'vitest';

describe('afterFirstPaint', () => {
  it('starts a loader only once the first screen is committed and a frame has gone by', async () => {
    // A fresh module: the test setup has already marked the shared one as painted.
    vi.resetModules();
    const { afterFirstPaint, firstScreenCommitted } = await import('./after-first-paint');
    const load = vi.fn(() => Promise.resolve('chunk'));

    const chunk = afterFirstPaint(load)();
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(load).not.toHaveBeenCalled();

    firstScreenCommitted();
    await expect(chunk).resolves.toBe('chunk');
    expect(load).toHaveBeenCalledOnce();
  });
});

describe('afterFirstPaint with paint timing', () => {
  it('waits for the browser to report a paint, not for the frame callback', async () => {
    vi.resetModules();
    const observers: { type?: string; callback: PerformanceObserverCallback }[] = [];
    class FakeObserver {
      static supportedEntryTypes = ['paint', 'largest-contentful-paint'];
      constructor(private callback: PerformanceObserverCallback) {}
      observe({ type }: PerformanceObserverInit) {
        observers.push({ type, callback: this.callback });
      }
      disconnect() {}
    }
    vi.stubGlobal('PerformanceObserver', FakeObserver);
    try {
      const { afterFirstPaint, firstScreenCommitted } = await import('./after-first-paint');
      const load = vi.fn(() => Promise.resolve('chunk'));
      const chunk = afterFirstPaint(load)();
      firstScreenCommitted();
      expect(observers.map((o) => o.type)).toEqual(['paint', 'largest-contentful-paint']);
      const report = (startTime: number) =>
        observers[0]!.callback(
          { getEntries: () => [{ startTime }] } as unknown as PerformanceObserverEntryList,
          {} as PerformanceObserver,
        );

      // Frames go by: still waiting for the browser to say the screen reached the glass.
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(load).not.toHaveBeenCalled();

      report(0);
      await expect(chunk).resolves.toBe('chunk');
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
