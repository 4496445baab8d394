import { useLayoutEffect } from 'react';
import { setApiUi } from '@admin/shared/api';
import { t } from '@admin/shared/i18n';
import { loadFeedback } from './load-feedback';
import { useStableNavigate } from '../router/use-stable-navigate';

/**
 * Plugs antd toasts/dialogs and the router into the API layer (which must not import antd).
 * antd is loaded on the first message, so the shell's first screen stays antd-free (DESIGN 9);
 * should that load fail, the plain fallback still tells the user. A layout effect, so it is in
 * place before any screen's effects fire their first requests; removed on unmount so the public
 * pages get the plain fallback again.
 */
export function ApiUiBridge() {
  const navigate = useStableNavigate();
  useLayoutEffect(() => {
    setApiUi({
      toast: (text) => {
        loadFeedback().then(
          (f) => f.toast(text),
          () => console.error(text),
        );
      },
      confirmLogout: () =>
        loadFeedback().then(
          (f) => f.confirmLogout(),
          () => window.confirm(`${t('api.logout.title')}\n${t('api.logout.content')}`),
        ),
      navigate: (path) => navigate(path),
    });
    return () => setApiUi(null);
  }, [navigate]);
  return null;
}
