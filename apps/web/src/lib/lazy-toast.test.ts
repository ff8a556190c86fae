import { describe, expect, it, vi } from 'vitest';

const shown: string[] = [];
vi.mock('sonner', () => ({ toast: { success: (text: string) => shown.push(text) } }));

describe('lazyToast', () => {
  it('waits for the toaster to listen and for the words, then shows the toast', async () => {
    const { lazyToast, toasterMounted } = await import('./lazy-toast');
    let wordsReady!: () => void;
    const words = new Promise<void>((resolve) => (wordsReady = resolve));
    const done = lazyToast((toast) => toast.success('Añadido a favoritos'), words);
    await new Promise((resolve) => setTimeout(resolve, 20));
    // sonner's Toaster starts empty: a toast sent before it listens would never be seen.
    expect(shown).toEqual([]);
    toasterMounted();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(shown).toEqual([]);
    wordsReady();
    await done;
    expect(shown).toEqual(['Añadido a favoritos']);
  });
});
