import { Button, Flex, Progress, Typography } from 'antd';
import type { ResumableState } from './use-resumable-upload';
import { useFieldI18n } from './texts';

/** A resumable upload under way: its bar, the bytes sent of the total and the speed, and 取消上传. */
export function UploadProgress({ state, onCancel }: { state: ResumableState; onCancel: () => void }) {
  const { t } = useFieldI18n();
  return (
    <Flex gap={8} align="center" wrap>
      <Progress
        percent={state.percent}
        size="small"
        style={{ flex: '1 1 200px', margin: 0 }}
        aria-label={t('resource.file.progress', { percent: state.percent })}
      />
      <Typography.Text type="secondary" style={{ fontSize: 12 }} aria-live="polite">
        {t('resource.file.sent', { sent: state.sent, total: state.total })}
        {state.speed ? ` · ${t('resource.file.speed', { speed: state.speed })}` : ''}
      </Typography.Text>
      <Button size="small" onClick={onCancel}>
        {t('resource.file.cancel')}
      </Button>
    </Flex>
  );
}
