import { useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { ReactElement } from 'react';
import { App } from 'antd';
import { isApiError } from '@admin/shared/api';
import { Code } from '@admin/shared/contract';
import { useKitI18n } from '../texts';
import { writeToggle } from '../toggle';
import type { DataProvider, FieldDef, Rec, ResourceDef } from '../types';
import { rowSwitch } from './row-switch';

/*
 * The switches of a list's rows (a boolean with `toggle`) write through one hook for the whole
 * list instead of a ToggleCell component (state, context reads) in every row: the rows draw the
 * switch as an element (toggleSwitch below), 20 components fewer in every page's render between
 * the data and the painted rows (the list's render budget: a 20-row page within 50 ms of its data). The list redraws its rows when a write starts
 * and ends, which a person's click on one switch can afford.
 */

type Translate = (key: string, vars?: Record<string, string | number>) => string;

export interface RowToggles {
  /** The switches whose writes are under way (busyKey). */
  busy: ReadonlySet<string>;
  /** Writes one boolean of a record with its version (see writeToggle). */
  flip: (record: Rec, field: FieldDef, value: boolean) => void;
}

/**
 * Which switch is writing: its record and field. Rows are keyed by place, so a row may show
 * another record (the next page) before a write ends; its switch is not the busy one.
 */
const busyKey = (def: Pick<ResourceDef, 'idKey'>, record: Rec, field: FieldDef) => `${String(record[def.idKey ?? 'id'])}:${field.name}`;

const NONE: ReadonlySet<string> = new Set();

export function useRowToggles(def: ResourceDef, provider: DataProvider, onChanged: (record: Rec) => void, onStale: () => void): RowToggles {
  const { t } = useKitI18n();
  const { message } = App.useApp();
  const [busy, setBusy] = useState<ReadonlySet<string>>(NONE);
  // The latest callbacks, so `flip` keeps one identity (and with it the list's columns).
  const latest = useRef({ onChanged, onStale, message, t });
  useLayoutEffect(() => {
    latest.current = { onChanged, onStale, message, t };
  });
  const flip = useCallback(
    async (record: Rec, field: FieldDef, value: boolean) => {
      const key = busyKey(def, record, field);
      setBusy((b) => new Set(b).add(key));
      try {
        const saved = await writeToggle(def, provider, record, field.name, value);
        latest.current.message.success(latest.current.t('resource.saved'));
        latest.current.onChanged(saved);
      } catch (e) {
        if (!isApiError(e)) throw e;
        if (e.code === Code.CONFLICT) latest.current.onStale();
      } finally {
        setBusy((b) => {
          const rest = new Set(b);
          rest.delete(key);
          return rest.size ? rest : NONE;
        });
      }
    },
    [def, provider],
  );
  return useMemo(() => ({ busy, flip: (r, f, v) => void flip(r, f, v) }), [busy, flip]);
}

/** A row's switch for `field`, as an element drawn in the row's render, named for its record. */
export function toggleSwitch(toggles: RowToggles, def: ResourceDef, field: FieldDef, record: Rec, t: Translate): ReactElement {
  const key = record[def.idKey ?? 'id'];
  return rowSwitch({
    checked: !!record[field.name],
    loading: toggles.busy.has(busyKey(def, record, field)),
    onChange: (value) => toggles.flip(record, field, value),
    'aria-label': `${t(field.label)} ${String(record[def.titleField ?? 'title'] ?? key)}`,
  });
}
