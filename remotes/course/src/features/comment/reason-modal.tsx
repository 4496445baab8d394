import { useState } from 'react';
import { Form, Input, Modal } from 'antd';
import { defineMessages, useI18n } from '@admin/shared/i18n';

defineMessages({
  'course.comment.reason': ['原因', 'Reason'],
  'course.comment.reason.required': ['请填写原因', 'Please give a reason'],
  'course.comment.reason.help': ['会记录在评论上，方便同事了解处理经过', 'Kept with the comment so colleagues know what happened'],
});

export interface ReasonRequest {
  title: string;
  okText: string;
  danger?: boolean;
  /** Sends the change with the reason; the modal stays open while it runs and closes when it succeeds. */
  run: (reason: string) => Promise<void>;
}

/** Asks for the reason of hiding or showing comments again (the server refuses such a change without one). */
export function ReasonModal({ request, onClose }: { request: ReasonRequest | null; onClose: () => void }) {
  const { t } = useI18n();
  const [reason, setReason] = useState('');
  const [error, setError] = useState(false);
  const [busy, setBusy] = useState(false);
  const close = () => {
    setReason('');
    setError(false);
    onClose();
  };
  const ok = async () => {
    if (!request) return;
    if (!reason.trim()) {
      setError(true);
      return;
    }
    setBusy(true);
    try {
      await request.run(reason.trim());
      close();
    } catch {
      // The API client has shown the server's message; the reason stays for another try.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open={!!request}
      title={request?.title}
      okText={request?.okText}
      okButtonProps={{ danger: request?.danger, loading: busy }}
      onOk={() => void ok()}
      onCancel={close}
      destroyOnHidden
    >
      <Form layout="vertical">
        <Form.Item
          label={t('course.comment.reason')}
          htmlFor="comment-reason"
          required
          validateStatus={error ? 'error' : undefined}
          help={error ? t('course.comment.reason.required') : t('course.comment.reason.help')}
        >
          <Input.TextArea
            id="comment-reason"
            value={reason}
            maxLength={200}
            showCount
            autoFocus
            rows={3}
            onChange={(e) => {
              setReason(e.target.value);
              if (e.target.value.trim()) setError(false);
            }}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
