import type { KeyboardEvent, ReactElement } from 'react';
import { LoadingOutlined } from '@ant-design/icons';
import './row-switch.css';

export interface RowSwitchProps {
  checked: boolean;
  /** A write is under way: the switch is dimmed, says it is busy and takes no input. */
  loading?: boolean;
  onChange: (checked: boolean) => void;
  'aria-label': string;
}

/**
 * A list row's on/off switch, the look and keys of antd's small Switch: a native button with role
 * switch and aria-checked, toggled by a click, Space or Enter; ArrowLeft turns it off and ArrowRight
 * on (as antd's). Light, because every row of a list with a boolean has one (the list's render budget).
 */
export function RowSwitch(props: RowSwitchProps) {
  return rowSwitch(props);
}

/** RowSwitch as an element, without a component of its own, for the cell that owns its state (ToggleCell). */
export function rowSwitch({ checked, loading, onChange, 'aria-label': label }: RowSwitchProps): ReactElement {
  const onKeyDown = (e: KeyboardEvent<HTMLButtonElement>) => {
    if (e.key === 'ArrowLeft' && checked) onChange(false);
    else if (e.key === 'ArrowRight' && !checked) onChange(true);
  };
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      aria-label={label}
      aria-busy={loading || undefined}
      disabled={loading}
      className="kit-row-switch"
      onClick={() => onChange(!checked)}
      onKeyDown={onKeyDown}
    >
      <span className="kit-row-switch-handle">{loading ? <LoadingOutlined spin /> : null}</span>
    </button>
  );
}
