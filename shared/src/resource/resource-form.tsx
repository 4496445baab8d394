import { useState } from 'react';
import { App, Button, Flex, Form } from 'antd';
import type { FieldError } from '@admin/shared/contract';
import { ConflictAlert, FormErrorsAlert } from './form-alerts';
import { FormFields, showFieldErrors } from './form-fields';
import { editOp } from './routes';
import { classifySaveError } from './save-error';
import { useKitI18n } from './texts';
import type { DataProvider, Rec, ResourceDef } from './types';
import { bodyProblems } from './validate';
import { formBody, initialValues, recordBody } from './values';

export interface ResourceFormProps {
  def: ResourceDef;
  provider: DataProvider;
  /** The record to edit (fresh from GET); a new record when absent. */
  record?: Rec;
  onSaved: (record: Rec) => void;
  onCancel?: () => void;
}

/**
 * The create / edit form of a resource. Validates with the contract schema before sending, shows
 * the server's field errors beside the fields, and on a stale version keeps what the user typed.
 */
export function ResourceForm({ def, provider, record: initialRecord, onSaved, onCancel }: ResourceFormProps) {
  const { t } = useKitI18n();
  const { message } = App.useApp();
  const [form] = Form.useForm();
  const [initial] = useState(() => initialValues(def, initialRecord));
  const watched = Form.useWatch([], form) as Rec | undefined;
  const values = watched ?? initial;
  /** The record as last read: its version goes with the save, its unseen fields with a PUT. */
  const [base, setBase] = useState<Rec | undefined>(initialRecord);
  const [saving, setSaving] = useState(false);
  const [rest, setRest] = useState<FieldError[]>([]);
  const [conflict, setConflict] = useState<{ message: string; rebased: boolean } | null>(null);
  const [reloading, setReloading] = useState(false);
  const idKey = def.idKey ?? 'id';
  const editing = !!base;
  const op = editing ? editOp(def.routes) : 'create';

  const submit = async (formValues: Rec) => {
    if (!op) return;
    setRest([]);
    const body = formBody(def, formValues, base);
    const sent = editing ? { ...body, version: base.version } : body;
    const schema = op === 'create' ? def.schemas.create : op === 'update' ? (def.schemas.update ?? def.schemas.create) : (def.schemas.patch ?? def.schemas.create);
    const problems = bodyProblems(def, schema, sent, base ? recordBody(def, base) : {}, t);
    if (problems.length) {
      setRest(showFieldErrors(form, def, formValues, problems));
      return;
    }
    setSaving(true);
    try {
      const id = base?.[idKey] as string | number;
      const saved = op === 'create' ? await provider.create(sent) : op === 'update' ? await provider.update(id, sent) : await provider.patch(id, sent);
      setConflict(null);
      message.success(t(editing ? 'resource.saved' : 'resource.created'));
      onSaved(saved);
    } catch (e) {
      const failure = classifySaveError(e);
      if (failure.kind === 'fields') setRest(showFieldErrors(form, def, formValues, failure.errors));
      if (failure.kind === 'conflict') setConflict({ message: failure.message, rebased: false });
    } finally {
      setSaving(false);
    }
  };

  const latest = async (apply: (rec: Rec) => void) => {
    if (!base) return;
    setReloading(true);
    try {
      const rec = await provider.get(base[idKey] as string | number);
      setBase(rec);
      apply(rec);
    } catch {
      // the API client has already told the user; the form stays as it is
    } finally {
      setReloading(false);
    }
  };
  const keepMine = () => latest(() => setConflict((c) => c && { ...c, rebased: true }));
  const reload = () =>
    latest((rec) => {
      form.resetFields();
      form.setFieldsValue(initialValues(def, rec));
      setConflict(null);
    });

  return (
    <Form form={form} layout="vertical" initialValues={initial} onFinish={submit} disabled={saving} aria-label={t(def.title)}>
      {conflict ? <ConflictAlert message={conflict.message} rebased={conflict.rebased} busy={reloading} onKeepMine={keepMine} onReload={reload} /> : null}
      <FormErrorsAlert errors={rest} />
      <FormFields def={def} values={values} editing={editing} />
      <Flex gap={8} justify="flex-end">
        {onCancel ? <Button onClick={onCancel}>{t('resource.cancel')}</Button> : null}
        <Button type="primary" htmlType="submit" loading={saving}>
          {t('resource.save')}
        </Button>
      </Flex>
    </Form>
  );
}
