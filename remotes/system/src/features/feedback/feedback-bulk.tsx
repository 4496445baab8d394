import { useState } from 'react';
import { App, Button, Select, Space } from 'antd';
import { t } from '@admin/shared/i18n';
import { useOptions, type BulkActionContext, type DataProvider } from '@admin/shared/resource';
import { assigneeOptions } from './feedback-assignees';

/** 分配给… and 关闭 on the selected feedback, each one bulk change (one transaction on the server). */
export function FeedbackBulkActions({ ctx, provider }: { ctx: BulkActionContext; provider: DataProvider }) {
  const { modal } = App.useApp();
  const options = useOptions(assigneeOptions);
  const [assignee, setAssignee] = useState<number | undefined>(undefined);
  const { refs, busy, run } = ctx;
  const n = refs.length;
  return (
    <Space size={4}>
      <Select
        size="small"
        aria-label={t('system.feedback.bulkAssign')}
        placeholder={t('system.feedback.bulkAssign')}
        style={{ width: 140 }}
        value={assignee}
        onChange={setAssignee}
        options={options.map((o) => ({ value: o.value as number, label: o.label }))}
      />
      <Button
        size="small"
        disabled={busy || assignee === undefined}
        onClick={() =>
          run(async () => {
            const { items } = await provider.bulkPatch!(refs, { assignee_id: assignee });
            return t('system.feedback.bulkAssigned', { n: items.length });
          })
        }
      >
        {t('system.feedback.bulkAssign.ok')}
      </Button>
      <Button
        size="small"
        danger
        disabled={busy}
        onClick={() =>
          modal.confirm({
            title: t('system.feedback.bulkClose.confirm', { n }),
            okText: t('system.feedback.bulkClose'),
            okButtonProps: { danger: true },
            cancelText: t('system.feedback.cancel'),
            onOk: () =>
              run(async () => {
                const { items } = await provider.bulkPatch!(refs, { status: 'closed' });
                return t('system.feedback.bulkClosed', { n: items.length });
              }),
          })
        }
      >
        {t('system.feedback.bulkClose')}
      </Button>
    </Space>
  );
}
