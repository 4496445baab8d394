import { Component, Suspense } from 'react';
import type { ErrorInfo, ReactNode } from 'react';
import { Button, Result, Spin } from 'antd';
import { useI18n } from '@admin/shared/i18n';
import { describeLoadError } from './classify-load-error';
import type { LoadErrorInfo } from './classify-load-error';
import { forgetFailedLoad } from './retryable-lazy';

export interface ChunkErrorBoundaryProps {
  /** The chunk or remote shown to the user, e.g. 'ads' or 'ads/LaunchList'. */
  name: string;
  children?: ReactNode;
  /** Clears a shown error when it changes, e.g. the location's pathname. */
  resetKey?: unknown;
  /** Runs before the children remount on Retry, e.g. reloading a remote's entry. */
  onRetry?: () => void | Promise<void>;
  onError?: (error: unknown, info: LoadErrorInfo) => void;
  /** What shows while the screen loads. */
  fallback?: ReactNode;
}

function LoadErrorView({ name, info, retrying, onRetry }: { name: string; info: LoadErrorInfo; retrying: boolean; onRetry: () => void }) {
  const { t } = useI18n();
  return (
    <div role="alert" data-load-error={info.kind}>
      <Result
        status={info.kind === 'error' ? 'error' : 'warning'}
        title={t(`chunk.${info.kind}`)}
        subTitle={t('chunk.detail', { name, kind: info.kind })}
        extra={
          <Button type="primary" loading={retrying} onClick={onRetry}>
            {t('chunk.retry')}
          </Button>
        }
      />
    </div>
  );
}

function Loading() {
  const { t } = useI18n();
  return (
    <div role="status" aria-live="polite" style={{ padding: 48, textAlign: 'center' }}>
      <Spin aria-label={t('chunk.loading')} />
    </div>
  );
}

interface State {
  error: { value: unknown } | null;
  attempt: number;
  retrying: boolean;
}

/**
 * Shows a failed lazy screen in place (name, class, Retry) instead of a blank page or a crashed
 * shell. Retry remounts the children; with retryableLazy that is a fresh React.lazy, so the
 * chunk is really requested again.
 */
export class ChunkErrorBoundary extends Component<ChunkErrorBoundaryProps, State> {
  state: State = { error: null, attempt: 0, retrying: false };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: { value: error } };
  }

  componentDidCatch(error: unknown, _info: ErrorInfo): void {
    this.props.onError?.(error, describeLoadError(error));
  }

  componentDidUpdate(prev: ChunkErrorBoundaryProps): void {
    if (prev.resetKey !== this.props.resetKey && this.state.error) {
      forgetFailedLoad(this.state.error.value);
      this.setState((s) => ({ error: null, attempt: s.attempt + 1 }));
    }
  }

  componentWillUnmount(): void {
    // Whoever mounts the screen next (e.g. after navigating back) gets a fresh load.
    if (this.state.error) forgetFailedLoad(this.state.error.value);
  }

  retry = async (): Promise<void> => {
    this.setState({ retrying: true });
    if (this.state.error) forgetFailedLoad(this.state.error.value);
    try {
      await this.props.onRetry?.();
    } catch {
      // The remount below fails again and shows the new error.
    }
    this.setState((s) => ({ error: null, retrying: false, attempt: s.attempt + 1 }));
  };

  render() {
    const { error, attempt, retrying } = this.state;
    const { name, children, fallback } = this.props;
    if (error) {
      return <LoadErrorView name={name} info={describeLoadError(error.value)} retrying={retrying} onRetry={this.retry} />;
    }
    return (
      <Suspense key={attempt} fallback={fallback ?? <Loading />}>
        {children}
      </Suspense>
    );
  }
}
