import { create } from 'zustand';
import {
  getUserInfo,
  GUARD_FAILURE_TEXT,
  login as loginRequest,
  logoutRequest,
  NO_ROLES_TEXT,
  queryClient,
  setSessionEndHandler,
  signInBody,
  type SentAnswer,
  type SentInfo,
} from '@admin/shared/api';
import type { LoginBody, UserInfo } from '@admin/shared/contract';
import { getToken, removeToken, removeTokenOf, setToken as writeToken } from './cookies';

export interface AuthState {
  token: string | null;
  name: string;
  avatar: string;
  /** Permission codenames; empty until getInfo has run. */
  roles: string[];
  /**
   * Signs in and stores the token (spec 4). `sent`: the sign-in call already sent for these
   * credentials by the sign-in page (api/sent-request.ts), taken as this one.
   */
  login(credentials: LoginBody, sent?: Promise<SentAnswer>): Promise<void>;
  /**
   * Loads roles, name and avatar; rejects with Error('暂无权限') when there are no roles (spec 5).
   * `sent`: the user-info call the sign-in page sent as the token arrived (api/sent-request.ts),
   * taken as this read when it was sent for the stored token.
   */
  getInfo(sent?: Promise<SentInfo | undefined>): Promise<UserInfo>;
  /** Signs out on the server and clears token and roles here, even if the server call fails. */
  logout(): Promise<void>;
  /**
   * Clears only the token (spec 4): what the re-login dialog does. `failedToken`: the token of the
   * call that failed (the API client reads the cookie per call); by default this tab's.
   */
  forcedLogout(failedToken?: string): void;
  /** Clears token and user without calling the server: the route guard's failure path. */
  resetSession(): void;
  /** Adopts a token obtained elsewhere (the SSO callback /authredirect). */
  setToken(token: string): void;
}

const NO_USER = { name: '', avatar: '', roles: [] as string[] };

/** The user/info read under way, shared by every caller for the same token (one request). */
let infoRead: { token: string; promise: Promise<UserInfo> } | null = null;

export const useAuthStore = create<AuthState>()((set, get) => ({
  token: getToken() ?? null,
  ...NO_USER,

  async login(credentials, sent) {
    const { token } = await loginRequest(signInBody(credentials), sent);
    writeToken(token);
    set({ token });
  },

  getInfo(sent) {
    const { token } = get();
    if (!token) return Promise.reject(new Error(GUARD_FAILURE_TEXT));
    // The sign-in starts this read as soon as the token arrives, and the route guard asks again
    // once the console is drawn: while one is under way, both get it.
    if (infoRead?.token === token) return infoRead.promise;
    const read = (async () => {
      const early = await sent?.catch(() => undefined);
      const info = await getUserInfo(token, early?.token === token ? early.answer : undefined);
      const roles = Array.isArray(info?.roles) ? info.roles : [];
      if (roles.length === 0 || !roles[0]) throw new Error(NO_ROLES_TEXT);
      const user = { roles, name: info.name ?? '', avatar: info.avatar ?? '' };
      // A session ended or replaced meanwhile does not get this user's roles.
      if (get().token === token) set(user);
      return user;
    })().finally(() => {
      if (infoRead?.promise === read) infoRead = null;
    });
    infoRead = { token, promise: read };
    return read;
  },

  async logout() {
    try {
      // Silent: a failure here (e.g. the token already expired) must not open the re-login dialog
      // while the user is signing out anyway.
      await logoutRequest({ silent: true });
    } catch {
      // The local session ends regardless; the server-side token expires on its own.
    } finally {
      removeToken();
      set({ token: null, ...NO_USER });
    }
  },

  // Both end the session whose token failed (the guard's read uses this tab's); a newer token
  // another tab stored in the cookie since stays.
  forcedLogout(failedToken) {
    removeTokenOf(failedToken ?? get().token);
    set({ token: null });
  },

  resetSession() {
    removeTokenOf(get().token);
    set({ token: null, ...NO_USER });
  },

  setToken(token) {
    writeToken(token);
    set({ token });
  },
}));

// The API client's re-login dialog ends the session through the store, so the UI sees it too.
setSessionEndHandler((token) => useAuthStore.getState().forcedLogout(token));

// What one session read is never shown to the next one signed in on this page.
useAuthStore.subscribe((now, before) => {
  if (now.token !== before.token) queryClient.clear();
});
