import { useLayoutEffect } from 'react';
import { App } from 'antd';
import { useNavigate } from 'react-router-dom';
import { setApiUi } from '@admin/shared/api';
import { t } from '@admin/shared/i18n';

/**
 * Plugs antd's message/modal and the router into the API layer (which must not import antd).
 * A layout effect, so it is in place before any screen's effects fire their first requests;
 * removed on unmount so the public pages get the plain fallback again.
 */
export function ApiUiBridge() {
  const { message, modal } = App.useApp();
  const navigate = useNavigate();
  useLayoutEffect(() => {
    setApiUi({
      toast: (text) => {
        void message.error(text);
      },
      confirmLogout: () =>
        new Promise<boolean>((resolve) => {
          modal.confirm({
            title: t('api.logout.title'),
            content: t('api.logout.content'),
            okText: t('api.logout.ok'),
            cancelText: t('api.logout.cancel'),
            onOk: () => resolve(true),
            onCancel: () => resolve(false),
          });
        }),
      navigate: (path) => navigate(path),
    });
    return () => setApiUi(null);
  }, [message, modal, navigate]);
  return null;
}
