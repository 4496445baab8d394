/**
 * Chunk `router-app`: the data router, the gate (app.tsx), the public pages, the API client
 * (axios) and zod. A cold visit to the sign-in page downloads none of it; the one way into the
 * console (enter-console.tsx) draws it.
 */
export const loadRouterApp = () => import(/* webpackChunkName: "router-app" */ '../../router/router-app');
