import { Result } from 'antd';
import { useI18n } from '@admin/shared/i18n';
import { ProgressDone } from '../progress/progress-bar';

/** A menu path with no screen of its own and nothing under it this user may open. */
export function EmptyGroup() {
  const { t } = useI18n();
  return (
    <>
      <ProgressDone />
      <Result status="info" title={t('route.groupEmpty')} />
    </>
  );
}
