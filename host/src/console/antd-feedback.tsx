import { ConfigProvider, message, Modal } from 'antd';
import { getLocale, t } from '@admin/shared/i18n';
import { antdLocale, THEME } from './antd-theme';

/*
 * The API layer's toasts and re-login dialog (spec 8), a lazy chunk loaded on the first one:
 * antd's static message/modal, given the console's theme and language through holderRender,
 * so they need no provider in the (antd-free) shell.
 */
ConfigProvider.config({
  holderRender: (children) => (
    <ConfigProvider locale={antdLocale(getLocale())} theme={THEME}>
      {children}
    </ConfigProvider>
  ),
});

export function toast(text: string): void {
  void message.error(text);
}

export interface ConfirmOptions {
  title: string;
  content: string;
  okText: string;
  cancelText: string;
  /** The OK button is red and focus starts on Cancel: OK throws something away. */
  danger?: boolean;
}

/**
 * The console's own confirm dialog (antd's: role dialog named by its title, focus on a button,
 * Escape cancels). Resolves true on OK.
 */
export function confirm({ title, content, okText, cancelText, danger }: ConfirmOptions): Promise<boolean> {
  return new Promise<boolean>((resolve) => {
    Modal.confirm({
      title,
      content,
      okText,
      cancelText,
      okButtonProps: danger ? { danger: true } : undefined,
      // Enter on a dialog that throws something away keeps it.
      autoFocusButton: danger ? 'cancel' : 'ok',
      onOk: () => resolve(true),
      onCancel: () => resolve(false),
    });
  });
}

export function confirmLogout(): Promise<boolean> {
  return confirm({ title: t('api.logout.title'), content: t('api.logout.content'), okText: t('api.logout.ok'), cancelText: t('api.logout.cancel') });
}
