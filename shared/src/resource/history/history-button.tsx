import { useState } from 'react';
import { Button } from 'antd';
import { linkButton } from '@admin/shared/ui';
import type { Rec, ResourceDef } from '../types';
import { HistoryDrawer } from './history-drawer';
import { ht, useHistoryI18n } from './texts';

export interface HistoryButtonProps {
  def: Pick<ResourceDef, 'name' | 'fields' | 'title' | 'noun'>;
  id: string | number;
  /** Accessible name of the record (its title). */
  name?: string;
  canRestore?: boolean;
  onRestored?: (record: Rec) => void;
  size?: 'small' | 'middle';
  type?: 'link' | 'default';
}

/** 历史: opens the record's history drawer (a row action of every list, and beside the read-only view). */
export function HistoryButton({ def, id, name, canRestore, onRestored, size = 'small', type = 'link' }: HistoryButtonProps) {
  useHistoryI18n();
  const [open, setOpen] = useState(false);
  // The drawer is built when first asked for: every row of a list has this button, and 20 closed
  // drawers (their state, effects and antd Drawer) were a share of each page's render.
  const [opened, setOpened] = useState(false);
  const show = () => {
    setOpened(true);
    setOpen(true);
  };
  const label = ht('history.buttonOf', { name: name ?? String(id) });
  return (
    <>
      {type === 'link' && size === 'small' ? (
        // A row action of a list: the kit's light button (every row has one).
        linkButton({ onClick: show, 'aria-label': label, children: ht('history.button') })
      ) : (
        <Button type={type} size={size} onClick={show} aria-label={label}>
          {ht('history.button')}
        </Button>
      )}
      {opened ? (
        <HistoryDrawer def={def} id={open ? id : null} name={name} onClose={() => setOpen(false)} canRestore={canRestore} onRestored={onRestored} />
      ) : null}
    </>
  );
}
