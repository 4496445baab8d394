import { useEffect, useState } from 'react';
import { App, Button, Flex, Form, Result, Spin } from 'antd';
import type { z } from 'zod';
import { http, isApiError } from '@admin/shared/api';
import type { Endpoint, FieldError } from '@admin/shared/contract';
import { ConflictAlert, FormErrorsAlert } from './form-alerts';
import { FormFields, showFieldErrors } from './form-fields';
import type { FormDef } from './form-fields';
import { classifySaveError } from './save-error';
import { useKitI18n } from './texts';
import type { FieldDef, Rec, RouteSpec } from './types';
import { bodyProblems } from './validate';
import { formBody, initialValues } from './values';

/**
 * A single settings document (no list): read with one call, written whole with its version,
 * e.g. GET / PUT /base/my_home_ad/config/ with `{ config, version }`.
 */
export interface DocumentDef {
  name: string;
  title: string;
  read: RouteSpec;
  write: RouteSpec;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  schema: z.ZodObject<any>;
  fields: readonly FieldDef[];
  /** The key the document travels under (`config`); at the top level when absent. */
  wrap?: string;
  /** The module's endpoint rows (see ResourceDef.endpoints). */
  endpoints?: readonly Endpoint[];
}

interface Doc {
  value: Rec;
  version: number;
}

export interface DocumentFormProps {
  def: DocumentDef;
  /** Holders of the write permission may save; others see the form read-only. */
  canWrite: boolean;
}

const unwrap = (def: DocumentDef, data: Rec): Doc => ({
  value: (def.wrap ? data[def.wrap] : data) as Rec,
  version: data.version as number,
});

const readDocument = (def: DocumentDef): Promise<Doc> =>
  http.request<Rec>({ method: def.read.method, url: def.read.path }).then((d) => unwrap(def, d));

/** Form of a settings document, with the same validation, field errors and conflict handling as ResourceForm. */
export function DocumentForm({ def, canWrite }: DocumentFormProps) {
  const { t } = useKitI18n();
  const { message } = App.useApp();
  const [form] = Form.useForm();
  const formDef: FormDef = { fields: def.fields, schemas: { create: def.schema } };
  const [doc, setDoc] = useState<Doc | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [saving, setSaving] = useState(false);
  const [rest, setRest] = useState<FieldError[]>([]);
  const [conflict, setConflict] = useState<{ message: string; rebased: boolean } | null>(null);
  const watched = Form.useWatch([], form) as Rec | undefined;

  useEffect(() => {
    let live = true;
    readDocument(def).then(
      (d) => {
        if (!live) return;
        setDoc(d); // the form mounts with it as initial values
        setLoadError(null);
      },
      (e: unknown) => live && setLoadError(isApiError(e) ? e.msg : String(e)),
    );
    return () => {
      live = false;
    };
  }, [def, attempt]);

  if (loadError && !doc) {
    return <Result status="error" title={t('resource.loadFailed')} subTitle={loadError} extra={<Button onClick={() => setAttempt((a) => a + 1)}>{t('resource.retry')}</Button>} />;
  }
  if (!doc) return <Spin />;

  const submit = async (values: Rec) => {
    setRest([]);
    const value = formBody(formDef, values, doc.value);
    const problems = bodyProblems(formDef, def.schema, value, {}, t);
    if (problems.length) {
      setRest(showFieldErrors(form, formDef, values, problems));
      return;
    }
    setSaving(true);
    try {
      const body = def.wrap ? { [def.wrap]: value, version: doc.version } : { ...value, version: doc.version };
      const saved = unwrap(def, await http.request<Rec>({ method: def.write.method, url: def.write.path, data: body }));
      setDoc(saved);
      setConflict(null);
      message.success(t('resource.saved'));
    } catch (e) {
      const failure = classifySaveError(e);
      // The server names fields inside the wrapper (`config.max_count`); the form knows them bare.
      if (failure.kind === 'fields') {
        const bare = failure.errors.map((x) => (def.wrap && x.field.startsWith(`${def.wrap}.`) ? { ...x, field: x.field.slice(def.wrap.length + 1) } : x));
        setRest(showFieldErrors(form, formDef, values, bare));
      }
      if (failure.kind === 'conflict') setConflict({ message: failure.message, rebased: false });
    } finally {
      setSaving(false);
    }
  };

  const latest = async (keepMine: boolean) => {
    try {
      const next = await readDocument(def);
      setDoc(next);
      if (keepMine) setConflict((c) => c && { ...c, rebased: true });
      else {
        form.setFieldsValue(initialValues(formDef, next.value));
        setConflict(null);
      }
    } catch {
      // the API client has already told the user
    }
  };

  return (
    <Form form={form} layout="vertical" onFinish={submit} disabled={!canWrite || saving} aria-label={t(def.title)} initialValues={initialValues(formDef, doc.value)}>
      {conflict ? <ConflictAlert message={conflict.message} rebased={conflict.rebased} onKeepMine={() => latest(true)} onReload={() => latest(false)} /> : null}
      <FormErrorsAlert errors={rest} />
      <FormFields def={formDef} values={watched ?? initialValues(formDef, doc.value)} />
      {canWrite ? (
        <Flex justify="flex-end">
          <Button type="primary" htmlType="submit" loading={saving}>
            {t('resource.save')}
          </Button>
        </Flex>
      ) : null}
    </Form>
  );
}
