import { useI18n } from '@admin/shared/i18n';

/** In-place loading state of the content area (the layout stays). Plain CSS: no antd Spin. */
export function ScreenLoading() {
  const { t } = useI18n();
  return (
    <div className="hl-screen-loading" role="status" aria-live="polite">
      <span className="hl-spinner" aria-hidden="true" />
      <span>{t('app.loading')}</span>
    </div>
  );
}
