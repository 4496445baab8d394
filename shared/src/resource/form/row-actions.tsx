import type { ReactNode } from 'react';
import { linkButton } from '@admin/shared/ui';
import type { ResourceAccess } from '../access';
import type { Rec, ResourceDef } from '../types';
import { ft } from './texts';

export interface ViewCopyContext {
  def: ResourceDef;
  access: ResourceAccess;
  onView?: (record: Rec) => void;
  onDuplicate?: (record: Rec) => void;
}

/**
 * 查看 for rows this user reads but may not edit (no permission, or a row the resource keeps
 * unchanged such as a sent push), and 复制 for holders of create. Elements, drawn in the row's
 * render (no component of their own: every row of a list has them).
 */
export function viewCopyButtons({ def, access, onView, onDuplicate }: ViewCopyContext, record: Rec): ReactNode {
  const name = String(record[def.titleField ?? 'title'] ?? record[def.idKey ?? 'id']);
  const editable = access.edit && (def.rowEditable?.(record) ?? true);
  return (
    <>
      {onView && access.view && !editable
        ? linkButton({ onClick: () => onView(record), 'aria-label': `${ft('form.view')} ${name}`, children: ft('form.view') })
        : null}
      {onDuplicate && access.create && access.view
        ? linkButton({ onClick: () => onDuplicate(record), 'aria-label': `${ft('form.duplicate')} ${name}`, children: ft('form.duplicate') })
        : null}
    </>
  );
}

/** Whether the row has a 查看 or 复制 button (so the action column is needed at all). */
export const hasViewCopy = (c: ViewCopyContext): boolean => (!!c.onView && c.access.view) || (!!c.onDuplicate && c.access.create && c.access.view);
