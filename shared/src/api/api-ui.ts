import { t } from '@admin/shared/i18n';
import { browser } from './browser';

/**
 * How the API layer talks to the user. api/ must not import antd (the login page budget), so the
 * host plugs in antd's message/modal and the router's navigate once at startup.
 */
export interface ApiUi {
  toast(message: string): void;
  /** Resolves true when the user chooses to sign in again. */
  confirmLogout(): Promise<boolean>;
  /** A path inside the console router, e.g. '/login'. */
  navigate(path: string): void;
}

/** The router basename (DESIGN 3.1); used only by the fallback navigate. */
const APP_BASE = '/admin';

const fallbackUi: ApiUi = {
  toast: (message) => console.error(message),
  confirmLogout: async () => window.confirm(`${t('api.logout.title')}\n${t('api.logout.content')}`),
  navigate: (path) => browser.assign(`${APP_BASE}${path}`),
};

let ui: ApiUi = fallbackUi;

export function setApiUi(next: ApiUi | null): void {
  ui = next ?? fallbackUi;
}

export const getApiUi = (): ApiUi => ui;
