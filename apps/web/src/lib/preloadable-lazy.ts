import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { loadOnce } from './load-once';

export type Preloadable<P extends object> = LazyExoticComponent<ComponentType<P>> & {
  /** Starts fetching the component's chunk (once; a failed fetch is tried again by the next call). */
  preload(): Promise<{ default: ComponentType<P> }>;
};

/**
 * `React.lazy` that can be fetched ahead of its first render, and that renders at once when it was: a chunk
 * already loaded is handed to React as a thenable that resolves synchronously, so React shows the component in the
 * same pass instead of its Suspense fallback for one frame.
 */
export function preloadableLazy<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): Preloadable<P> {
  let loaded: { default: ComponentType<P> } | undefined;
  const preload = loadOnce(() => load().then((m) => (loaded = m)));
  const component = lazy(() =>
    loaded
      ? ({ then: (resolve: (m: { default: ComponentType<P> }) => void) => resolve(loaded!) } as Promise<{
          default: ComponentType<P>;
        }>)
      : preload(),
  );
  return Object.assign(component, { preload });
}
