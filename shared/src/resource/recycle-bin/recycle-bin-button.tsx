import { useState } from 'react';
import { Button } from 'antd';
import { RecycleBinDrawer, type RecycleBinDrawerProps } from './recycle-bin-drawer';
import { useI18n } from '@admin/shared/i18n';
import { rt } from './texts';

/** 回收站 in a list's toolbar: opens the drawer of the resource's deleted records (mounted once first opened). */
export function RecycleBinButton({ def, onRestored }: Pick<RecycleBinDrawerProps, 'def' | 'onRestored'>) {
  // A screen may pass this button as one element made at load: the language is read here, not from its parent.
  useI18n();
  const [open, setOpen] = useState<boolean | null>(null);
  return (
    <>
      <Button onClick={() => setOpen(true)}>{rt('resource.recycleBin.button')}</Button>
      {open === null ? null : <RecycleBinDrawer def={def} open={open} onClose={() => setOpen(false)} onRestored={onRestored} />}
    </>
  );
}
