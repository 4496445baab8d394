import { useEffect, useState } from 'react';
import { Button, Drawer, Flex, Result, Spin } from 'antd';
import { isApiError } from '@admin/shared/api';
import { clearDraft } from './form/drafts';
import { UnsavedScopeProvider, useGuardedClose, useUnsavedScope } from './form/leave-guard';
import { RecordView } from './form/record-view';
import { FORM_DRAWER_BODY } from './form/save-bar';
import { HistoryButton } from './history/history-button';
import { useFormI18n } from './form/texts';
import { useDraftKey } from './form/use-draft';
import { ResourceForm } from './resource-form';
import type { DataProvider, Rec, ResourceDef } from './types';
import { useDrawerFocus } from './drawer-focus';
import { recordName, recordNoun } from './noun';

export type FormTarget =
  | { mode: 'create' }
  | { mode: 'edit'; id: string | number }
  /** A new record starting as a copy of this one. */
  | { mode: 'duplicate'; id: string | number }
  /** The record read-only. */
  | { mode: 'view'; id: string | number };

export interface ResourceFormDrawerProps {
  def: ResourceDef;
  provider: DataProvider;
  target: FormTarget | null;
  onClose: () => void;
  onSaved: (record: Rec) => void;
  /** In the view: whether this user may edit the record (shows 编辑, which opens the form). */
  canEdit?: (record: Rec) => boolean;
  /** Switches the drawer to another target (编辑 from the view). */
  onTarget?: (target: FormTarget) => void;
}

/** The outcome of reading the record for one target and attempt. */
interface Fetched {
  for: FormTarget;
  attempt: number;
  record?: Rec;
  error?: string;
}

const TITLES = { create: 'resource.createTitle', edit: 'resource.editTitle', duplicate: 'form.duplicateTitle', view: 'form.viewTitle' } as const;

/**
 * The create / edit / duplicate / view drawer: all but create first read the record, so the form
 * starts from its latest version. Closing a form with changes (Esc, the mask, ×, 取消) asks first.
 */
export function ResourceFormDrawer({ def, provider, target, onClose, onSaved, canEdit, onTarget }: ResourceFormDrawerProps) {
  const { t } = useFormI18n();
  const [fetched, setFetched] = useState<Fetched | null>(null);
  const [attempt, setAttempt] = useState(0);
  const forms = useUnsavedScope();
  const draftKey = useDraftKey(def.name, target?.mode === 'edit' ? target.id : null);

  useEffect(() => {
    if (!target || target.mode === 'create') return;
    let live = true;
    provider.get(target.id).then(
      (record) => live && setFetched({ for: target, attempt, record }),
      (e: unknown) => live && setFetched({ for: target, attempt, error: isApiError(e) ? e.msg : String(e) }),
    );
    return () => {
      live = false;
    };
  }, [target, provider, attempt]);

  const current = fetched && fetched.for === target && fetched.attempt === attempt ? fetched : null;
  const ready = target?.mode === 'create' || !!current?.record;
  const record = current?.record;

  const focus = useDrawerFocus();
  const close = useGuardedClose(forms, onClose, () => clearDraft(draftKey));

  const title = t(TITLES[target?.mode ?? 'create'], { title: recordNoun(def) });
  const view = target?.mode === 'view';
  return (
    <Drawer
      {...focus}
      open={!!target}
      title={title}
      size={640}
      styles={view ? undefined : { body: FORM_DRAWER_BODY }}
      onClose={() => void close()}
      destroyOnHidden
      footer={
        view && record ? (
          <Flex gap={8} justify="flex-end">
            <HistoryButton
              def={def}
              id={target.id}
              name={recordName(def, record)}
              type="default"
              size="middle"
              canRestore={canEdit?.(record)}
              onRestored={() => setAttempt((a) => a + 1)}
            />
            <Button onClick={onClose}>{t('form.close')}</Button>
            {canEdit?.(record) && onTarget ? (
              <Button type="primary" onClick={() => onTarget({ mode: 'edit', id: target.id })}>
                {t('resource.edit')}
              </Button>
            ) : null}
          </Flex>
        ) : undefined
      }
    >
      {target && !ready && !current?.error ? <Spin /> : null}
      {current?.error ? (
        <Result
          status="error"
          title={t('resource.loadFailed')}
          subTitle={current.error}
          extra={<Button onClick={() => setAttempt((a) => a + 1)}>{t('resource.retry')}</Button>}
        />
      ) : null}
      {view && record ? <RecordView def={def} record={record} resource={def.name} /> : null}
      {target && ready && !view ? (
        <UnsavedScopeProvider scope={forms}>
          <ResourceForm
            key={current ? `${target.mode}:${attempt}` : 'new'}
            def={def}
            provider={provider}
            record={target.mode === 'edit' ? record : undefined}
            copyOf={target.mode === 'duplicate' ? record : undefined}
            onSaved={onSaved}
            onCancel={onClose}
          />
        </UnsavedScopeProvider>
      ) : null}
    </Drawer>
  );
}
