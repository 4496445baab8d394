import { lazy, Suspense, type ReactNode } from 'react';
import { ScreenLoading } from './screen-loading';

const AntdScope = lazy(() => import(/* webpackChunkName: "antd-scope" */ './antd-scope'));

/** Renders `children` inside the console's antd provider, loading antd first if needed. */
export function WithAntd({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={<ScreenLoading />}>
      <AntdScope>{children}</AntdScope>
    </Suspense>
  );
}
