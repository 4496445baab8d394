import { useEffect, useState } from 'react';
import { App, Button, Form, Result, Spin } from 'antd';
import type { z } from 'zod';
import { http, isApiError } from '@admin/shared/api';
import type { Endpoint, FieldError } from '@admin/shared/contract';
import { FormErrorsAlert } from './form-alerts';
import { differs } from './form/compare';
import { ConflictView } from './form/conflict-view';
import { LeaveGuard } from './form/leave-guard';
import { SaveBar } from './form/save-bar';
import { fieldsToWrite, mergePlan, ownersOf } from './form/merge';
import type { Choices, MergePlan } from './form/merge';
import { FormFields, showFieldErrors } from './form-fields';
import type { FormDef } from './form-fields';
import { classifySaveError, shownByForm } from './save-error';
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

const readDocument = (def: DocumentDef): Promise<Doc> => http.request<Rec>({ method: def.read.method, url: def.read.path }).then((d) => unwrap(def, d));

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
  /** After a stale write, the fields both sides changed, with the latest document. */
  const [conflict, setConflict] = useState<{ plan: MergePlan; mine: Rec; theirs: Doc; choices: Choices } | null>(null);
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
    return (
      <Result
        status="error"
        title={t('resource.loadFailed')}
        subTitle={loadError}
        extra={<Button onClick={() => setAttempt((a) => a + 1)}>{t('resource.retry')}</Button>}
      />
    );
  }
  if (!doc) return <Spin />;

  const write = async (value: Rec, version: number): Promise<Doc> => {
    const body = def.wrap ? { [def.wrap]: value, version } : { ...value, version };
    return unwrap(def, await http.request<Rec>({ method: def.write.method, url: def.write.path, data: body, quiet: shownByForm }));
  };

  /** A stale write: my changed fields on the latest document, or the conflict view when both changed a field. */
  const onLatest = async (mine: Rec, choices: Choices) => {
    const latest = await readDocument(def);
    const plan = mergePlan(doc.value, mine, latest.value);
    if (plan.conflicts.some((k) => !choices[k])) {
      const keepMine = Object.fromEntries(plan.conflicts.map((k) => [k, choices[k] ?? 'mine'])) as Choices;
      setConflict({ plan, mine: { ...latest.value, ...mine }, theirs: latest, choices: keepMine });
      return;
    }
    const merged = { ...latest.value };
    for (const k of fieldsToWrite(plan, choices)) merged[k] = mine[k];
    saved(
      await write(merged, latest.version),
      ownersOf(formDef, plan.theirs).map((f) => t(f.label)),
    );
  };

  const saved = (next: Doc, theirs: string[] = []) => {
    setDoc(next);
    setConflict(null);
    form.setFieldsValue(initialValues(formDef, next.value));
    message.success(theirs.length ? t('form.merged', { fields: theirs.join(t('form.fieldSep')) }) : t('resource.saved'));
  };

  const submit = async (values: Rec) => {
    setRest([]);
    const value = formBody(formDef, values, doc.value);
    const problems = bodyProblems(formDef, def.schema, value, {}, t);
    if (problems.length) {
      setRest(showFieldErrors(form, formDef, values, problems));
      return;
    }
    // The server names fields inside the wrapper (`config.max_count`); the form knows them bare.
    const failed = (e: unknown) => {
      const failure = classifySaveError(e);
      if (failure.kind === 'fields') {
        const bare = failure.errors.map((x) => (def.wrap && x.field.startsWith(`${def.wrap}.`) ? { ...x, field: x.field.slice(def.wrap.length + 1) } : x));
        setRest(showFieldErrors(form, formDef, values, bare));
      }
      if (failure.kind === 'conflict') setRest([{ field: '', message: failure.message }]);
      return failure;
    };
    setSaving(true);
    try {
      if (conflict) await onLatest(value, conflict.choices);
      else saved(await write(value, doc.version));
    } catch (e) {
      if (conflict || classifySaveError(e).kind !== 'conflict') failed(e);
      else await onLatest(value, {}).catch(failed);
    } finally {
      setSaving(false);
    }
  };

  const reload = async () => {
    try {
      const next = await readDocument(def);
      setDoc(next);
      form.setFieldsValue(initialValues(formDef, next.value));
      setConflict(null);
    } catch {
      // the API client has already told the user
    }
  };

  return (
    <Form
      form={form}
      layout="vertical"
      onFinish={submit}
      disabled={!canWrite || saving}
      aria-label={t(def.title)}
      initialValues={initialValues(formDef, doc.value)}
    >
      <LeaveGuard when={() => canWrite && differs(initialValues(formDef, doc.value), form.getFieldsValue() as Rec)} />
      <FormFields def={formDef} values={watched ?? initialValues(formDef, doc.value)} />
      {/* What stopped a save, beside the button that was pressed. */}
      {conflict ? (
        <ConflictView
          def={formDef}
          plan={conflict.plan}
          mine={conflict.mine}
          theirs={conflict.theirs.value}
          choices={conflict.choices}
          onChoose={(choices) => setConflict({ ...conflict, choices })}
          onSave={() => form.submit()}
          onReload={reload}
          busy={saving}
        />
      ) : null}
      <FormErrorsAlert errors={rest} def={formDef} />
      {canWrite ? (
        <SaveBar>
          <Button type="primary" htmlType="submit" loading={saving}>
            {t('resource.save')}
          </Button>
        </SaveBar>
      ) : null}
    </Form>
  );
}
