import { useEffect, useState } from 'react';
import { Form, Input, Modal, Switch } from 'antd';
import { isApiError } from '@admin/shared/api';
import { useTreeI18n } from './texts';

export interface NameDialogProps {
  title: string | null;
  initialName?: string;
  /** Offer the enable switch (a new category). */
  withEnable?: boolean;
  onSubmit: (values: { name: string; is_enable?: boolean }) => Promise<void>;
  onClose: () => void;
}

/** The name of a new or renamed category; the server's field errors are shown at the field. */
export function NameDialog({ title, initialName = '', withEnable, onSubmit, onClose }: NameDialogProps) {
  const { t } = useTreeI18n();
  const [form] = Form.useForm<{ name: string; is_enable: boolean }>();
  const [saving, setSaving] = useState(false);
  const open = title !== null;

  useEffect(() => {
    if (open) form.setFieldsValue({ name: initialName, is_enable: true });
  }, [open, initialName, form]);

  const submit = async () => {
    const values = await form.validateFields();
    setSaving(true);
    try {
      await onSubmit({ name: values.name.trim(), ...(withEnable ? { is_enable: values.is_enable } : {}) });
      onClose();
    } catch (e) {
      if (isApiError(e) && e.code === 40000) {
        const errors = ((e.data as { errors?: { field: string; message: string }[] } | null)?.errors ?? []).map((x) => x.message);
        form.setFields([{ name: 'name', errors: errors.length ? errors : [e.message] }]);
      } else if (!isApiError(e)) throw e;
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal open={open} title={title} onOk={submit} onCancel={onClose} confirmLoading={saving} destroyOnHidden>
      <Form form={form} layout="vertical" onFinish={submit}>
        <Form.Item
          name="name"
          label={t('resource.tree.name')}
          rules={[{ required: true, whitespace: true, message: t('resource.tree.nameRequired') }, { max: 16 }]}
        >
          <Input autoFocus maxLength={16} showCount />
        </Form.Item>
        {withEnable ? (
          <Form.Item name="is_enable" label={t('resource.tree.enabled')} valuePropName="checked">
            <Switch />
          </Form.Item>
        ) : null}
      </Form>
    </Modal>
  );
}
