import { useState } from 'react';
import { Button, Drawer } from 'antd';
import { useAuthStore } from '@admin/shared/auth';
import { mayCall } from './access';
import { DocumentForm, type DocumentDef } from './document-form';
import { useDrawerFocus } from './drawer-focus';
import { UnsavedScopeProvider, useGuardedClose, useUnsavedScope } from './form/leave-guard';
import { FORM_DRAWER_BODY } from './form/save-bar';
import { scopedDocument, type Scope } from './record/scope';
import { useKitI18n } from './texts';

export interface DocumentDrawerButtonProps {
  /** The settings document, and the scope that picks the one of this row (e.g. `{ id: course.uuid }`). */
  def: DocumentDef;
  scope: Scope;
  /** The button's text (text or an i18n key); the drawer is titled "label · of". */
  label: string;
  /** What the document belongs to (a row's name), shown in the drawer's title. */
  of: string;
  /** A count shown beside the label, e.g. the linked courses. */
  count?: number;
}

/**
 * A row's settings document (a course's years, an activity's sign-up setting) edited in a drawer
 * opened from a link button, saved with its own version; read-only for those who may not write it.
 * Closing the drawer (Esc, ✕, its mask) with changes not saved asks first.
 */
export function DocumentDrawerButton({ def, scope, label, of, count }: DocumentDrawerButtonProps) {
  const { t } = useKitI18n();
  const roles = useAuthStore((s) => s.roles);
  const [open, setOpen] = useState(false);
  const doc = scopedDocument(def, scope);
  const forms = useUnsavedScope();
  const close = useGuardedClose(forms, () => setOpen(false));
  const focus = useDrawerFocus();
  return (
    <>
      <Button type="link" size="small" onClick={() => setOpen(true)}>
        {t(label)}
        {count === undefined ? '' : t('resource.option.coded', { name: '', code: count })}
      </Button>
      <Drawer {...focus} open={open} onClose={() => void close()} title={`${t(label)} · ${of}`} size={640} styles={{ body: FORM_DRAWER_BODY }} destroyOnHidden>
        <UnsavedScopeProvider scope={forms}>
          <DocumentForm key={doc.read.path} def={doc} canWrite={mayCall(roles, doc.write, doc.endpoints)} />
        </UnsavedScopeProvider>
      </Drawer>
    </>
  );
}
