import { Spin } from 'antd';
import { useI18n } from '@admin/shared/i18n';

/** In-place loading state of the content area (the layout stays). */
export function ScreenLoading() {
  const { t } = useI18n();
  return (
    <div className="hl-screen-loading" role="status" aria-live="polite">
      <Spin size="large" />
      <span>{t('app.loading')}</span>
    </div>
  );
}
