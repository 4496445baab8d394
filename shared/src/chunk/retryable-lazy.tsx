import { lazy, useState } from 'react';
import type { ComponentType, LazyExoticComponent } from 'react';
import { probeChunkLoadError } from './classify-load-error';

export type ScreenFactory<P extends object> = () => Promise<{ default: ComponentType<P> }>;

/** Failed loads and how to forget them, keyed by the error they rejected with. */
const forgetters = new WeakMap<object, () => void>();

/**
 * Lets the next mount of the screen whose load failed with `error` load it again. The
 * ChunkErrorBoundary calls it on Retry, on reset and on unmount. It is not done at the failure
 * itself: React re-renders once more after an error before showing the boundary, and that
 * re-render must see the same failure rather than silently start a second (up to 120 s) load.
 */
export function forgetFailedLoad(error: unknown): void {
  if (typeof error !== 'object' || error === null) return;
  forgetters.get(error)?.();
  forgetters.delete(error);
}

/**
 * Like React.lazy, but a failed load is not final. React caches a lazy component's rejected
 * promise forever, so retrying needs a new React.lazy: once the failure is forgotten (see
 * forgetFailedLoad) the next mount calls `factory` again. A successful load is shared by every
 * mount, so returning to a screen does not suspend again.
 */
export function retryableLazy<P extends object>(factory: ScreenFactory<P>): ComponentType<P> {
  let current: LazyExoticComponent<ComponentType<P>> | null = null;

  const create = () => {
    const component = lazy(() =>
      factory().catch(async (failure: unknown) => {
        const error = await probeChunkLoadError(failure);
        const forget = () => {
          if (current === component) current = null;
        };
        if (typeof error === 'object' && error !== null) forgetters.set(error, forget);
        else forget(); // nothing to key it by; the next mount retries
        throw error;
      }),
    );
    current = component;
    return component;
  };

  function RetryableLazy(props: P) {
    const [Screen] = useState(() => current ?? create());
    return <Screen {...props} />;
  }
  return RetryableLazy;
}
