import { useState } from 'react';
import { Button } from 'antd';
import { RecycleBinDrawer, type RecycleBinDrawerProps } from './recycle-bin-drawer';
import { rt } from './texts';

/** 回收站 in a list's toolbar: opens the drawer of the resource's deleted records (mounted once first opened). */
export function RecycleBinButton({ def, onRestored }: Pick<RecycleBinDrawerProps, 'def' | 'onRestored'>) {
  const [open, setOpen] = useState<boolean | null>(null);
  return (
    <>
      <Button onClick={() => setOpen(true)}>{rt('resource.recycleBin.button')}</Button>
      {open === null ? null : <RecycleBinDrawer def={def} open={open} onClose={() => setOpen(false)} onRestored={onRestored} />}
    </>
  );
}
