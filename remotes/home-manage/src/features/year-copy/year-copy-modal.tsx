import { useState } from 'react';
import { Form, Modal, Select } from 'antd';
import type { KaoyanYearItem } from '@admin/shared/contract/resources';
import { api, useResourceQuery } from '@admin/shared/data';

export interface YearCopyModalProps {
  open: boolean;
  /** The dialog's title, the target field's label and help, the OK button's text (worded already). */
  title: string;
  label: string;
  help: string;
  okText: string;
  /** The year copied from, left out of the choices. */
  from: number | string;
  /** The server's refusal, said at the target year instead of the help. */
  problem: string | null;
  busy: boolean;
  onCopy: (year: number) => void;
  /** The target changed: a refusal of the previous one no longer applies. */
  onChange: () => void;
  onCancel: () => void;
  id: string;
}

/**
 * "Copy to another kaoyan year": the target picked from GET base/dp/kaoyan-year/ (the year copied
 * from left out), a refusal shown beside it. What is copied and how is the caller's one call.
 */
export function YearCopyModal({ open, title, label, help, okText, from, problem, busy, onCopy, onChange, onCancel, id }: YearCopyModalProps) {
  const [target, setTarget] = useState<number | null>(null);
  const years = useResourceQuery(api.reference.kaoyanYears.options<KaoyanYearItem[]>()).data ?? [];
  return (
    <Modal
      open={open}
      title={title}
      okText={okText}
      okButtonProps={{ disabled: target === null, loading: busy }}
      onOk={() => target !== null && onCopy(target)}
      onCancel={onCancel}
      afterClose={() => setTarget(null)}
      destroyOnHidden
    >
      <Form layout="vertical">
        <Form.Item label={label} htmlFor={id} help={problem ?? help} validateStatus={problem ? 'error' : undefined}>
          <Select
            id={id}
            value={target ?? undefined}
            onChange={(v: number) => {
              setTarget(v);
              onChange();
            }}
            options={years.filter((y) => String(y.year) !== String(from)).map((y) => ({ value: y.year, label: y.name }))}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
