import { rememberedLoad } from '../gate/remembered-load';

/**
 * The chunk every remote screen is drawn in (remote-screen.tsx), remembered once here, so a screen
 * opened after it (the screen kit's warm-up fetches it) is drawn without suspending: a shown
 * Suspense fallback would hold the screen back until 300 ms after it appeared (React's reveal
 * throttle).
 */
export const loadRemoteScreen = rememberedLoad(() => import(/* webpackChunkName: "remote-screen" */ './remote-screen'));
