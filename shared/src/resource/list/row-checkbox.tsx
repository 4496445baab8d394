import { useCallback, useRef } from 'react';
import type { Key, ReactElement } from 'react';
import type { Rec } from '../types';
import './row-checkbox.css';

export interface RowCheckboxProps {
  checked: boolean;
  /** `range`: Shift was held (select or clear the rows from the last one clicked to this one). */
  onChange: (checked: boolean, range: boolean) => void;
  'aria-label': string;
}

/**
 * The selection checkbox of a list row: a native checkbox (Space toggles it, its label names the
 * row) with antd's Checkbox look. Light, because a 20-row page has 20 (the list's render budget): elements,
 * drawn in the row's render, not a component of its own.
 */
export function rowCheckbox({ checked, onChange, 'aria-label': label }: RowCheckboxProps): ReactElement {
  return (
    <label className="kit-checkbox">
      <span className={checked ? 'kit-checkbox-box kit-checkbox-checked' : 'kit-checkbox-box'}>
        <input
          type="checkbox"
          className="kit-checkbox-input"
          checked={checked}
          aria-label={label}
          // React fires a checkbox's change from its click, whose event says whether Shift was held.
          onChange={(e) => onChange(e.target.checked, (e.nativeEvent as MouseEvent).shiftKey === true)}
        />
      </span>
    </label>
  );
}

export interface SelectCellOptions {
  /** The page's rows in table order, and each row's table key. */
  items: readonly Rec[];
  keyOf: (record: Rec) => Key;
  selectedKeys: readonly Key[];
  setSelectedKeys: (keys: Key[]) => void;
  labelOf: (record: Rec) => string;
}

/**
 * The table's `rowSelection.renderCell`: a rowCheckbox per row instead of antd's Checkbox. A click
 * toggles its row; with Shift it sets every row from the last one clicked to this one, as antd's
 * row selection does. The header's select-all box stays antd's (one per table).
 */
export function useSelectCell({ items, keyOf, selectedKeys, setSelectedKeys, labelOf }: SelectCellOptions) {
  const last = useRef<number | null>(null);
  return useCallback(
    (checked: boolean, record: Rec, index: number) =>
      rowCheckbox({
        checked,
        'aria-label': labelOf(record),
        onChange: (on, range) => {
          const from = range && last.current !== null ? Math.min(last.current, index) : index;
          const to = range && last.current !== null ? Math.max(last.current, index) : index;
          const keys = new Set(selectedKeys);
          for (const r of items.slice(from, to + 1)) {
            if (on) keys.add(keyOf(r));
            else keys.delete(keyOf(r));
          }
          last.current = index;
          setSelectedKeys([...keys]);
        },
      }),
    [items, keyOf, selectedKeys, setSelectedKeys, labelOf],
  );
}
