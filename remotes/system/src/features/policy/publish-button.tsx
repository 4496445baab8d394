import { App, Button, Checkbox, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useAuthStore } from '@admin/shared/auth';
import { policy } from '@admin/shared/contract/resources';
import { api, useResourceMutation } from '@admin/shared/data';
import { defineMessages, useI18n } from '@admin/shared/i18n';
import { mayCall, type Rec } from '@admin/shared/resource';

defineMessages({
  'system.policy.publish': ['发布', 'Publish'],
  'system.policy.publish.named': ['发布 {name}', 'Publish {name}'],
  'system.policy.publish.confirm': ['发布后此版本不能再修改或删除。', 'Once published this version can no longer be changed or deleted.'],
  'system.policy.publish.consent': ['要求用户重新同意（App 将弹窗请用户再次确认）', 'Users must agree again (the apps ask every user to confirm)'],
  'system.policy.publish.done': ['已发布 {name}', 'Published {name}'],
  'system.policy.publish.cancel': ['取消', 'Cancel'],
});

/** 发布 on a draft row, for holders of the change permission: asks first, since publishing is final. */
export function PublishButton({ record, onDone }: { record: Rec; onDone: () => void }) {
  const { t } = useI18n();
  const { message } = App.useApp();
  const roles = useAuthStore((s) => s.roles);
  const [open, setOpen] = useState(false);
  const [consent, setConsent] = useState(true);
  const publishing = useResourceMutation(api.policy.publish);
  if (record.status !== 'draft' || !mayCall(roles, policy.routes.publish, policy.endpoints)) return null;
  const name = `${String(record.title)} ${String(record.revision)}`;
  const publish = async () => {
    try {
      await publishing.mutateAsync({ params: { id: record.id as number }, body: { version: record.version, require_consent: consent } });
      message.success(t('system.policy.publish.done', { name }));
    } catch {
      // The API client has shown the server's message; the list is read again to show what is stored now.
    }
    setOpen(false);
    onDone();
  };
  return (
    <>
      <Button type="link" size="small" onClick={() => setOpen(true)} aria-label={t('system.policy.publish.named', { name })}>
        {t('system.policy.publish')}
      </Button>
      <Modal
        open={open}
        title={t('system.policy.publish.named', { name })}
        okText={t('system.policy.publish')}
        cancelText={t('system.policy.publish.cancel')}
        confirmLoading={publishing.isPending}
        onOk={publish}
        onCancel={() => setOpen(false)}
        destroyOnHidden
      >
        <Typography.Paragraph>{t('system.policy.publish.confirm')}</Typography.Paragraph>
        <Checkbox checked={consent} onChange={(e) => setConsent(e.target.checked)}>
          {t('system.policy.publish.consent')}
        </Checkbox>
      </Modal>
    </>
  );
}
