/**
 * Chunk `auth`: the auth store (one session everywhere) and the API client it brings (axios). The
 * sign-in call needs it; the sign-in page does not download it when it opens.
 */
export const loadAuth = () => import(/* webpackChunkName: "auth" */ '@admin/shared/auth');
