import { rememberedLoad } from '../remembered-load';

/**
 * Chunk `dashboard`: the home screen. Remembered: once here (prefetched while the sign-in form is
 * filled in, or waited for by a cold start on the home's address), the home is drawn in the same
 * render as the console's layout.
 */
export const loadHome = rememberedLoad(() => import(/* webpackChunkName: "dashboard" */ '../../dashboard/dashboard-page'));
