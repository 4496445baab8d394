import { rememberedLoad } from '../remembered-load';

/**
 * Chunk `remote-screen`: what every remote screen is drawn in (console/remote-screen.tsx: the antd
 * provider, the chunk-error boundary, the first reads). Remembered, so a screen opened after the
 * screen kit's prefetch fetched it is drawn without suspending: a shown Suspense fallback would
 * hold the screen back until 300 ms after it appeared (React's reveal throttle).
 */
export const loadRemoteScreen = rememberedLoad(() => import(/* webpackChunkName: "remote-screen" */ '../../console/remote-screen'));
