import { Alert, Button, Flex } from 'antd';
import dayjs from 'dayjs';
import type { Draft } from './drafts';
import { useFormI18n } from './texts';

export interface DraftAlertProps {
  draft: Draft;
  onRestore: () => void;
  onDiscard: () => void;
}

/** Offers an unsaved draft of this form, saying when it was kept. */
export function DraftAlert({ draft, onRestore, onDiscard }: DraftAlertProps) {
  const { t } = useFormI18n();
  return (
    <Alert
      type="info"
      showIcon
      role="alert"
      style={{ marginBottom: 16 }}
      title={t('form.draft.title', { time: dayjs(draft.savedAt).format('YYYY-MM-DD HH:mm:ss') })}
      description={
        <Flex vertical gap={8} align="flex-start">
          <span>{t('form.draft.content')}</span>
          <Flex gap={8}>
            <Button size="small" type="primary" onClick={onRestore}>
              {t('form.draft.restore')}
            </Button>
            <Button size="small" onClick={onDiscard}>
              {t('form.draft.discard')}
            </Button>
          </Flex>
        </Flex>
      }
    />
  );
}
