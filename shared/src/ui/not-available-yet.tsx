import type { ComponentType } from 'react';
import { Result } from 'antd';
import { useI18n } from '@admin/shared/i18n';

export interface NotAvailableYetProps {
  /** The screen's name, e.g. 启动页广告. */
  title: string;
}

/** What a screen that is not built yet shows, so its route and menu entry still work. */
export function NotAvailableYet({ title }: NotAvailableYetProps) {
  const { t } = useI18n();
  return (
    <Result
      status="info"
      title={<h1 style={{ fontSize: 'inherit', margin: 0 }}>{t('notAvailable.title', { title: t(title) })}</h1>}
      subTitle={t('notAvailable.subTitle')}
    />
  );
}

/** The screen of a route whose real screen is not built yet (route builders' `placeholder`). */
export function notAvailable(title: string): ComponentType {
  function Screen() {
    return <NotAvailableYet title={title} />;
  }
  Screen.displayName = `NotAvailableYet(${title})`;
  return Screen;
}
