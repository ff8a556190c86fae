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
