import { useCallback, useEffect, useState } from 'react';
import { App, Button, Form } from 'antd';
import type { FieldError } from '@admin/shared/contract';
import { FormErrorsAlert } from './form-alerts';
import { FormFields, showFieldErrors } from './form-fields';
import { differs } from './form/compare';
import { ConflictView } from './form/conflict-view';
import { DraftAlert } from './form/draft-alert';
import { duplicateSource } from './form/duplicate';
import { LeaveGuard, useConfirmDiscard } from './form/leave-guard';
import type { Choices, MergePlan } from './form/merge';
import { SaveBar } from './form/save-bar';
import { saveOnLatest } from './form/save-merged';
import { useFormI18n } from './form/texts';
import { useDraftKey, useFormDraft } from './form/use-draft';
import { editOp } from './routes';
import { classifySaveError, shownByForm } from './save-error';
import type { DataProvider, FieldDef, Rec, ResourceDef, SaveConfirm } from './types';
import { bodyProblems } from './validate';
import { formBody, initialValues, recordBody } from './values';

export interface ResourceFormProps {
  def: ResourceDef;
  provider: DataProvider;
  /** The record to edit (fresh from GET); a new record when absent. */
  record?: Rec;
  /** A new record starting as a copy of this one (duplicate). */
  copyOf?: Rec;
  onSaved: (record: Rec) => void;
  onCancel?: () => void;
  /**
   * Filled with a check of whether the form differs from what it started with, read from the
   * form's store at the moment of asking: the watched values reach React a macrotask after a
   * keystroke, so Esc pressed right after typing must not rely on them.
   */
  dirtyCheckRef?: { current: (() => boolean) | null };
}

/** Both sides changed some fields after a stale write: what the conflict view shows. */
interface Conflict {
  plan: MergePlan;
  mine: Rec;
  theirs: Rec;
  choices: Choices;
}

/**
 * The create / edit form of a resource. Validates with the contract schema before sending, shows
 * the server's field errors beside the fields, keeps a draft while dirty, guards against leaving,
 * and on a stale version saves only the fields this user changed on the latest record.
 */
export function ResourceForm({ def, provider, record, copyOf, onSaved, onCancel, dirtyCheckRef }: ResourceFormProps) {
  const { t } = useFormI18n();
  const { message, modal } = App.useApp();
  const [form] = Form.useForm();
  const idKey = def.idKey ?? 'id';
  /** The record as first read (the merge's base) and the values the form started with. */
  const [start, setStart] = useState(() => ({ base: record, initial: initialValues(def, record ?? (copyOf ? duplicateSource(def, copyOf) : undefined)) }));
  const { base, initial } = start;
  const watched = Form.useWatch([], form) as Rec | undefined;
  const values = watched ?? initial;
  const dirty = differs(initial, watched);
  const isDirty = useCallback(() => differs(initial, form.getFieldsValue() as Rec), [form, initial]);
  const [saving, setSaving] = useState(false);
  const [rest, setRest] = useState<FieldError[]>([]);
  const [conflict, setConflict] = useState<Conflict | null>(null);
  const editing = !!base;
  const op = editing ? editOp(def.routes) : 'create';
  const readForm = useCallback(() => form.getFieldsValue(true) as Rec, [form]);
  const draft = useFormDraft(useDraftKey(def.name, (base?.[idKey] as string | number | undefined) ?? null), def, initial, watched, dirty, readForm);
  const confirmDiscard = useConfirmDiscard();
  useEffect(() => {
    if (!dirtyCheckRef) return;
    dirtyCheckRef.current = isDirty;
    return () => {
      dirtyCheckRef.current = null;
    };
  }, [dirtyCheckRef, isDirty]);

  const done = (saved: Rec, mergedFields: readonly FieldDef[] = []) => {
    draft.clear();
    setConflict(null);
    const labels = mergedFields.map((f) => t(f.label)).join(t('form.fieldSep'));
    message.success(labels ? t('form.merged', { fields: labels }) : t(editing ? 'resource.saved' : 'resource.created'));
    onSaved(saved);
  };

  const failed = (e: unknown, formValues: Rec) => {
    const failure = classifySaveError(e);
    if (failure.kind === 'fields') setRest(showFieldErrors(form, def, formValues, failure.errors));
    return failure;
  };

  /** Writes my changes on the latest record, or shows the fields both of us changed (mine chosen until the user says otherwise). */
  const onLatest = async (mine: Rec, choices: Choices) => {
    const outcome = await saveOnLatest(def, provider, base!, mine, choices, { quiet: shownByForm });
    if (outcome.kind === 'saved') return done(outcome.saved, outcome.theirs);
    const keepMine = Object.fromEntries(outcome.plan.conflicts.map((k) => [k, choices[k] ?? 'mine'])) as Choices;
    setConflict({ plan: outcome.plan, mine: { ...recordBody(def, outcome.theirs), ...mine }, theirs: outcome.theirs, choices: keepMine });
  };

  const cancel = async () => {
    if (isDirty() && !(await confirmDiscard())) return;
    draft.clear();
    onCancel?.();
  };

  const submit = async (formValues: Rec) => {
    if (!op) return;
    setRest([]);
    const body = formBody(def, formValues, base);
    const sent = editing ? { ...body, version: base.version } : body;
    const schema =
      op === 'create' ? def.schemas.create : op === 'update' ? (def.schemas.update ?? def.schemas.create) : (def.schemas.patch ?? def.schemas.create);
    const problems = bodyProblems(def, schema, sent, base ? recordBody(def, base) : {}, t);
    if (problems.length) {
      setRest(showFieldErrors(form, def, formValues, problems));
      return;
    }
    const ask: SaveConfirm = ({ title, content, okText }) =>
      new Promise((resolve) => {
        modal.confirm({ title, content, okText, cancelText: t('resource.cancel'), onOk: () => resolve(true), onCancel: () => resolve(false) });
      });
    if (!conflict && def.beforeSave && !(await def.beforeSave(sent, base, ask))) return;
    setSaving(true);
    try {
      if (conflict) {
        // The user settled the conflicting fields: straight on to the latest version.
        await onLatest(body, conflict.choices);
        return;
      }
      const id = base?.[idKey] as string | number;
      const opts = { quiet: shownByForm };
      const saved =
        op === 'create' ? await provider.create(sent, opts) : op === 'update' ? await provider.update(id, sent, opts) : await provider.patch(id, sent, opts);
      done(saved);
    } catch (e) {
      if (failed(e, formValues).kind !== 'conflict' || !editing) return;
      try {
        await onLatest(body, {});
      } catch (again) {
        // Colleagues kept saving while we merged: say so rather than fail silently.
        const f = failed(again, formValues);
        if (f.kind === 'conflict') setRest([{ field: '', message: f.message }]);
      }
    } finally {
      setSaving(false);
    }
  };

  const reload = async () => {
    if (!base) return;
    setSaving(true);
    try {
      const latest = await provider.get(base[idKey] as string | number);
      const next = initialValues(def, latest);
      setStart({ base: latest, initial: next });
      form.setFieldsValue(next);
      setConflict(null);
      draft.clear();
    } catch {
      // the API client has already told the user; the form stays as it is
    } finally {
      setSaving(false);
    }
  };

  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={initial}
      onFinish={submit}
      scrollToFirstError={{ block: 'center', focus: true }}
      disabled={saving}
      aria-label={t(def.title)}
    >
      <LeaveGuard when={isDirty} onDiscard={draft.clear} />
      {draft.offer ? (
        <DraftAlert
          draft={draft.offer}
          onRestore={() => {
            const restored = draft.restore();
            if (restored) form.setFieldsValue(restored);
          }}
          onDiscard={draft.dismiss}
        />
      ) : null}
      <FormFields def={def} values={values} editing={editing} />
      {def.formExtra?.(values, base)}
      {/* What stopped a save, beside the button that was pressed. */}
      {conflict ? (
        <ConflictView
          def={def}
          plan={conflict.plan}
          mine={conflict.mine}
          theirs={conflict.theirs}
          choices={conflict.choices}
          onChoose={(choices) => setConflict({ ...conflict, choices })}
          onSave={() => form.submit()}
          onReload={reload}
          busy={saving}
        />
      ) : null}
      <FormErrorsAlert errors={rest} def={def} />
      <SaveBar>
        {onCancel ? <Button onClick={() => void cancel()}>{t('resource.cancel')}</Button> : null}
        <Button type="primary" htmlType="submit" loading={saving}>
          {t('resource.save')}
        </Button>
      </SaveBar>
    </Form>
  );
}
