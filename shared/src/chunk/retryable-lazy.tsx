import { lazy, useEffect, useState } from 'react';
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

/** A retryableLazy component, with the load its next mount draws. */
export type RetryableLazyComponent<P extends object> = ComponentType<P> & {
  /** The load under way (a mount starts it), or null before one and once the code is here. */
  loading(): Promise<unknown> | null;
};

interface Entry<P extends object> {
  component: LazyExoticComponent<ComponentType<P>>;
  load: Promise<{ default: ComponentType<P> }>;
  loaded: boolean;
}

/**
 * Like React.lazy, but a failed load is not final. React caches a lazy component's rejected
 * promise forever, so retrying needs a new React.lazy: once the failure is forgotten (see
 * forgetFailedLoad) the next mount calls `factory` again. A successful load is shared by every
 * mount, so returning to a screen does not suspend again.
 *
 * `loading()` lets the component that draws it follow the load (useRevealWhenLoaded).
 */
export function retryableLazy<P extends object>(factory: ScreenFactory<P>): RetryableLazyComponent<P> {
  let current: Entry<P> | null = null;

  const create = (): Entry<P> => {
    const entry = { loaded: false } as Entry<P>;
    entry.load = factory().then(
      (module) => {
        entry.loaded = true;
        return module;
      },
      async (failure: unknown) => {
        const error = await probeChunkLoadError(failure);
        const forget = () => {
          if (current === entry) current = null;
        };
        if (typeof error === 'object' && error !== null) forgetters.set(error, forget);
        else forget(); // nothing to key it by; the next mount retries
        throw error;
      },
    );
    entry.component = lazy(() => entry.load);
    current = entry;
    return entry;
  };

  function RetryableLazy(props: P) {
    const [Screen] = useState(() => (current ?? create()).component);
    return <Screen {...props} />;
  }
  return Object.assign(RetryableLazy, {
    loading: () => (current && !current.loaded ? current.load : null),
  });
}

/**
 * For the component that draws `Screen` inside a Suspense boundary: when the screen's code comes,
 * it renders again, and the boundary shows the screen in that ordinary update. Left to the
 * boundary's own retry, React reveals content that suspended behind a shown fallback no sooner
 * than 300 ms after the fallback appeared (its reveal throttle): a screen whose code and first
 * reads came in 100 ms stood another 200 ms behind its loading state. In a hidden <Activity> (a
 * page drawn ahead) effects do not run, and the retry draws it there, unseen.
 */
export function useRevealWhenLoaded(Screen: Pick<RetryableLazyComponent<object>, 'loading'>): void {
  const [, reveal] = useState(0);
  // None yet at the first render: the screen below starts its load when it is drawn.
  const seen = Screen.loading();
  useEffect(() => {
    const loading = Screen.loading();
    if (!loading) return;
    let live = true;
    loading.then(
      () => live && reveal((n) => n + 1),
      () => undefined, // the boundary shows the failure
    );
    return () => {
      live = false;
    };
  }, [Screen, seen]);
}
