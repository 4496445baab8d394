import { useLocation } from 'react-router-dom';
import { ChunkErrorBoundary, retryableLazy, useRevealWhenLoaded, type RetryableLazyComponent } from '@admin/shared/chunk';
import type { ConsoleRoute, LazyScreen } from '@admin/shared/contract';
import { useI18n } from '@admin/shared/i18n';
import { ProgressDone } from '../progress/progress-bar';
import { useProgressStore } from '../progress/progress-store';
import AntdScope from './antd-scope';
import { withFirstReads } from './first-reads';
import { ScreenLoading } from './screen-loading';

/*
 * A remote's screen with everything it needs from the host, in one lazy chunk: the antd provider
 * and the chunk-error boundary (both antd), which the shell's first screen does without.
 */

/**
 * One lazy component per screen factory for the page's lifetime, so revisits do not reload. The
 * first visit draws the screen with its first reads done (first-reads.ts), for the query of the
 * page it is drawn in: not the address's when it is drawn ahead of its opening (drawn-ahead.ts).
 */
const screens = new WeakMap<LazyScreen, RetryableLazyComponent<object>>();
function screenOf(factory: LazyScreen, search: string): RetryableLazyComponent<object> {
  const known = screens.get(factory);
  if (known) return known;
  const screen = retryableLazy<object>(async () => withFirstReads(await factory(), search));
  screens.set(factory, screen);
  return screen;
}

export interface RemoteScreenProps {
  route: ConsoleRoute;
  factory: LazyScreen;
  /** The remote the screen comes from, named in a load error (DESIGN 3.4). */
  remote: string;
}

export default function RemoteScreen({ factory, ...rest }: RemoteScreenProps) {
  const { search } = useLocation();
  return <RemoteScreenBody {...rest} Screen={screenOf(factory, search)} />;
}

function RemoteScreenBody({ route, remote, Screen }: Omit<RemoteScreenProps, 'factory'> & { Screen: RetryableLazyComponent<object> }) {
  useRevealWhenLoaded(Screen);
  const { t } = useI18n();
  const { pathname } = useLocation();
  const done = useProgressStore((s) => s.done);
  const title = route.title ? t(route.title) : route.path;
  return (
    <AntdScope>
      <ChunkErrorBoundary name={`${remote} · ${title}`} resetKey={pathname} fallback={<ScreenLoading />} onError={() => done()}>
        <ProgressDone key={pathname} />
        <Screen />
      </ChunkErrorBoundary>
    </AntdScope>
  );
}
