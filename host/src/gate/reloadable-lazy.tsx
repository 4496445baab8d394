import { Component, lazy, Suspense, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { t } from '@admin/shared/i18n';
import '../pages/shared/public-page.css';
import { rememberedLoad } from '../boot/remembered-load';

/*
 * The host's own lazy chunks (the console, the antd provider, the dashboard) are loaded from
 * antd-free code, so their failure UI cannot use @admin/shared/chunk (that one renders with
 * antd). React caches a rejected lazy, so Retry builds a fresh one.
 */

interface BoundaryProps {
  onRetry(): void;
  /** In the console's content area rather than the whole page. */
  inline: boolean;
  onError?(): void;
  children: ReactNode;
}

class PlainBoundary extends Component<BoundaryProps, { error: Error | null }> {
  state = { error: null as Error | null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  componentDidCatch() {
    this.props.onError?.();
  }

  render() {
    if (!this.state.error) return this.props.children;
    const body = (
      <div className={this.props.inline ? 'hl-screen-loading' : 'hp-center'} role="alert">
        <span>{t('gate.loadFailed')}</span>
        <button
          type="button"
          className={this.props.inline ? 'hl-btn hl-btn--primary' : 'hp-button'}
          onClick={() => {
            this.setState({ error: null });
            this.props.onRetry();
          }}
        >
          {t('remote.retry')}
        </button>
      </div>
    );
    return this.props.inline ? body : <main className="hp-screen">{body}</main>;
  }
}

/**
 * The whole page's loading state. `waitingFor`: the code of a lazy part (a Suspense fallback, whose
 * content React reveals no sooner than 300 ms after it showed) or the session's user info.
 */
export function FullPageLoading({ waitingFor = 'code' }: { waitingFor?: 'code' | 'session' }) {
  return (
    <main className="hp-screen" data-waiting={waitingFor}>
      <div className="hp-center" role="status" aria-live="polite">
        <span className="hp-spinner hp-spinner--dark" aria-hidden="true" />
        <span>{t('app.loading')}</span>
      </div>
    </main>
  );
}

interface Options<P extends object = object> {
  /** Shown while loading (default: the full-page spinner). */
  fallback?: ReactNode;
  /** The failure message sits in the content area instead of filling the page. */
  inline?: boolean;
  onError?(): void;
  /**
   * The component when its code is already here, from a load this one does not see (the factory's
   * module transformed): drawn at once, without suspending. A remembered factory needs none.
   */
  ready?(): ComponentType<P> | undefined;
}

export function reloadableLazy<P extends object>(
  factory: () => Promise<{ default: ComponentType<P> }>,
  { fallback = <FullPageLoading />, inline = false, onError, ready }: Options<P> = {},
): ComponentType<P> {
  // Once a load has finished, here or by whoever else calls a remembered `factory` (the sign-in's
  // warm-up, the screen kit's), a mount draws the component at once: a fresh React.lazy suspends
  // for a task even for code that is here, and its fallback, once shown, holds the component back
  // until 300 ms after it appeared (React's reveal throttle). Every Ctrl+K waited that long.
  const load = rememberedLoad(factory);
  const start = (): Entry<P> => {
    const loading = load();
    return { Lazy: lazy(() => loading), load: loading };
  };
  return function Reloadable(props: P) {
    const [entry, setEntry] = useState<Entry<P>>(() => {
      const here = ready?.() ?? load.loaded()?.default;
      return here ? { Lazy: here, load: null } : start();
    });
    // When the code comes, an ordinary update draws it at once (not at the boundary's throttled retry).
    const [, reveal] = useState(0);
    useEffect(() => {
      if (!entry.load) return;
      let live = true;
      entry.load.then(
        () => live && reveal((n) => n + 1),
        () => undefined, // the boundary shows the failure
      );
      return () => {
        live = false;
      };
    }, [entry]);
    const { Lazy } = entry;
    return (
      <PlainBoundary inline={inline} onError={onError} onRetry={() => setEntry(start())}>
        <Suspense fallback={fallback}>
          <Lazy {...props} />
        </Suspense>
      </PlainBoundary>
    );
  };
}

interface Entry<P extends object> {
  Lazy: ComponentType<P>;
  /** The load a lazy Lazy waits for; null when the component was here. */
  load: Promise<unknown> | null;
}
