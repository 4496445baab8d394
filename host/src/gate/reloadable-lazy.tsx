import { Component, lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';
import { t } from '@admin/shared/i18n';
import '../pages/shared/public-page.css';

/*
 * The host's own lazy chunk (the antd console) is loaded from the first, antd-free chunk, so its
 * failure UI cannot use @admin/shared/chunk (that one renders with antd). React caches a
 * rejected lazy, so Retry builds a fresh one.
 */

interface BoundaryProps {
  onRetry(): void;
  children: ReactNode;
}

class PlainBoundary extends Component<BoundaryProps, { error: Error | null }> {
  state = { error: null as Error | null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  render() {
    if (!this.state.error) return this.props.children;
    return (
      <main className="hp-screen">
        <div className="hp-center" role="alert">
          <span>{t('gate.loadFailed')}</span>
          <button
            type="button"
            className="hp-button"
            onClick={() => {
              this.setState({ error: null });
              this.props.onRetry();
            }}
          >
            {t('remote.retry')}
          </button>
        </div>
      </main>
    );
  }
}

export function FullPageLoading() {
  return (
    <main className="hp-screen">
      <div className="hp-center" role="status" aria-live="polite">
        <span className="hp-spinner hp-spinner--dark" aria-hidden="true" />
        <span>{t('app.loading')}</span>
      </div>
    </main>
  );
}

export function reloadableLazy(factory: () => Promise<{ default: ComponentType }>): ComponentType {
  return function Reloadable() {
    const [Lazy, setLazy] = useState(() => lazy(factory));
    return (
      <PlainBoundary onRetry={() => setLazy(() => lazy(factory))}>
        <Suspense fallback={<FullPageLoading />}>
          <Lazy />
        </Suspense>
      </PlainBoundary>
    );
  };
}
