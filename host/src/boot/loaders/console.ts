import { rememberedLoad } from '../remembered-load';

/**
 * Chunk `console`: the signed-in half of the host (guard, layout, menu, tabs; no antd). Remembered:
 * the gate (app.tsx) draws the console without suspending once its code is here.
 */
export const loadConsole = rememberedLoad(() => import(/* webpackChunkName: "console" */ '../../console/console-app'));
