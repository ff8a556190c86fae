import { describe, expect, it, vi } from 'vitest';
import { loadOnce } from './load-once';

describe('loadOnce', () => {
  it('fetches once for every caller', async () => {
    const load = vi.fn(() => Promise.resolve('module'));
    const get = loadOnce(load);
    expect(await Promise.all([get(), get()])).toEqual(['module', 'module']);
    expect(await get()).toBe('module');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries again after a failed attempt instead of keeping the failure', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce('module');
    const get = loadOnce(load);
    await expect(get()).rejects.toThrow('offline');
    expect(await get()).toBe('module');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
