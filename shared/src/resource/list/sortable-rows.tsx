import { createContext, useCallback, useContext, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { CSSProperties, ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { HolderOutlined } from '@ant-design/icons';
import { DndContext, KeyboardSensor, PointerSensor, closestCenter, useSensor, useSensors } from '@dnd-kit/core';
import type { Announcements, DragEndEvent, DraggableAttributes, DraggableSyntheticListeners } from '@dnd-kit/core';
import { SortableContext, arrayMove, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { Rec } from '../types';
import { DRAG_COLUMN_KEY, HANDLE_WIDTH } from './layout';
import { recordRowProps, type KitRowProps } from './slot-rows';
import type { KitColumn } from './layout';
import { useListI18n } from './texts';
import './grip.css';

export interface Handle {
  setActivatorNodeRef?: (el: HTMLElement | null) => void;
  listeners?: DraggableSyntheticListeners;
  attributes?: DraggableAttributes;
}
const HandleContext = createContext<Handle>({});

/*
 * A table's rows join dnd-kit only once someone reaches for a grip (pointer over it, or focus on
 * it), and leave it when the page shows other records. dnd-kit's per-row hooks, and the second
 * render of every row they cause when a page's new ids register as drop targets, were about a
 * sixth of the CPU time of a page change of a 20-row list (the list's render budget: a 20-row page within 50 ms of its data); a list that is
 * only read never needs them.
 */
interface Arming {
  armed: boolean;
  /** Joins the rows now (synchronously: a press that follows must find the grips' listeners). */
  arm: () => void;
  /** The id of dnd-kit's screen-reader instructions, for grips not armed yet. */
  describedBy: string;
}
const ArmContext = createContext<Arming>({ armed: true, arm: () => {}, describedBy: '' });
/** The grip of a row that has not joined dnd-kit yet. */
const LAZY_HANDLE: Handle = {};

// One element for every row: React skips re-rendering the same element (the icon's SVG is rebuilt otherwise).
const GRIP_ICON = <HolderOutlined />;

/** The grip of a row: the only part that starts a drag, and the focus stop for the keyboard (a native button, see grip.css). */
function DragHandle({ label }: { label: string }) {
  const handle = useContext(HandleContext);
  const { arm, describedBy } = useContext(ArmContext);
  if (handle === LAZY_HANDLE) {
    // What dnd-kit's attributes say, before the row has joined it.
    return (
      <button
        type="button"
        className="kit-grip"
        aria-roledescription="sortable"
        aria-describedby={describedBy || undefined}
        onPointerEnter={arm}
        onFocus={arm}
        aria-label={label}
      >
        {GRIP_ICON}
      </button>
    );
  }
  const { setActivatorNodeRef, listeners, attributes } = handle;
  return (
    <button type="button" className="kit-grip" ref={setActivatorNodeRef} {...attributes} {...listeners} aria-label={label}>
      {GRIP_ICON}
    </button>
  );
}

export interface SortableItem {
  /** The moving element's ref and its style while it moves. */
  ref: (el: HTMLElement | null) => void;
  style: CSSProperties;
  /** Spread on the grip (the only part that starts a drag, and the keyboard's focus stop). */
  handle: Handle;
}

/**
 * One element of a `SortableRows` group that is not a table row (a card, a list item): the same
 * dnd-kit instance as the kit's tables, so a remote never bundles a second one.
 */
export function useSortableItem(id: string, disabled = false): SortableItem {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id, disabled });
  const style: CSSProperties = { transform: CSS.Translate.toString(transform), transition, ...(isDragging ? { position: 'relative', zIndex: 9 } : {}) };
  const handle = useMemo(() => ({ setActivatorNodeRef, listeners, attributes }), [setActivatorNodeRef, listeners, attributes]);
  return { ref: setNodeRef, style, handle };
}

/** The drag grip of a `useSortableItem` element, named for screen readers. */
export function SortableHandle({ handle, label }: { handle: Handle; label: string }) {
  return (
    <HandleContext.Provider value={handle}>
      <DragHandle label={label} />
    </HandleContext.Provider>
  );
}

/**
 * A table row that dnd-kit moves; antd renders it through `components.body.row`. Its id is the
 * record's key (the kit's tables key rows by place, see slot-rows.tsx).
 */
export function SortableRow({ children, ...props }: KitRowProps) {
  const row = recordRowProps(props);
  const { armed } = useContext(ArmContext);
  const [item, setItem] = useState<SortableItem | null>(null);
  const live = armed ? item : null;
  // The <tr> keeps its place among the fragment's children whether the row has joined dnd-kit or
  // not, so joining re-mounts nothing (the focused grip keeps its focus).
  return (
    <>
      {armed ? <RowDnd id={String(row['data-row-key'] ?? '')} onItem={setItem} /> : null}
      <HandleContext.Provider value={live?.handle ?? LAZY_HANDLE}>
        <tr {...row} ref={live?.ref} style={live ? { ...row.style, ...live.style } : row.style}>
          {children}
        </tr>
      </HandleContext.Provider>
    </>
  );
}

/** A row's dnd-kit hooks, handed up to the row (they exist only while the rows are armed). */
function RowDnd({ id, onItem }: { id: string; onItem: (item: SortableItem | null) => void }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id });
  const handle = useMemo(() => ({ setActivatorNodeRef, listeners, attributes }), [setActivatorNodeRef, listeners, attributes]);
  const moved = CSS.Translate.toString(transform);
  useLayoutEffect(() => {
    const style: CSSProperties = { transform: moved, transition, ...(isDragging ? { position: 'relative', zIndex: 9 } : {}) };
    onItem({ ref: setNodeRef, style, handle });
  }, [onItem, setNodeRef, moved, transition, isDragging, handle]);
  useLayoutEffect(() => () => onItem(null), [onItem]);
  return null;
}

const VISUALLY_HIDDEN: CSSProperties = { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' };

/** The first column of a reorderable list: the drag handle, named after the row. */
export function handleColumn(t: (key: string, vars?: Record<string, string | number>) => string, nameOf: (r: Rec) => string): KitColumn {
  return {
    key: DRAG_COLUMN_KEY,
    label: t('resource.list.drag'),
    locked: true,
    // The header's name as text kept off screen (a span has no role that may carry aria-label).
    title: <span style={VISUALLY_HIDDEN}>{t('resource.list.drag')}</span>,
    width: HANDLE_WIDTH,
    fixed: 'left',
    align: 'center',
    render: (_v: unknown, r: Rec) => <DragHandle label={t('resource.list.dragHandle', { name: nameOf(r) })} />,
  };
}

export interface SortableRowsProps {
  /** The row keys in their current order (as the table's `data-row-key`, i.e. strings). */
  ids: readonly string[];
  /** After a drop that moved a row: the keys in their new order. */
  onMove: (ids: string[]) => void;
  children: ReactNode;
}

const POINTER = { activationConstraint: { distance: 4 } };
const KEYBOARD = { coordinateGetter: sortableKeyboardCoordinates };
const NO_IDS: string[] = [];

/*
 * dnd-kit's context sits between the list and its table, so each new page (new ids, a new table
 * element) rendered DndContext, SortableContext and their screen-reader regions again, a dozen
 * hook-heavy components for rows that have not joined dnd-kit (the list's render budget: a 20-row page within 50 ms of its data). Here the table
 * reaches its place through a context of its own (TableSlot), and dnd-kit's part is one element
 * that changes only when it must: arming, the ids of armed rows, the language. A new page then
 * renders the table and skips dnd-kit's components.
 */
const TableSlotContext = createContext<ReactNode>(null);
function TableSlot() {
  return useContext(TableSlotContext);
}
const TABLE_SLOT = <TableSlot />;

/**
 * Drag (pointer) and keyboard reordering of a table's rows: focus a handle, Space lifts, arrows
 * move, Space drops, Escape cancels; what happens is announced to screen readers in the UI language.
 */
export function SortableRows({ ids, onMove, children }: SortableRowsProps) {
  const { t } = useListI18n();
  const describedBy = `dnd-help-${useId()}`;
  // Armed for this set of records: a move keeps it (same records), another page or search drops it.
  const records = [...ids].sort().join('\n');
  const [armedFor, setArmedFor] = useState<string | null>(null);
  const armed = armedFor === records;
  // Read when a grip is reached for or a drag happens, so the handlers keep one identity while the page changes.
  const latest = useRef({ ids, onMove, records, armed });
  useLayoutEffect(() => {
    latest.current = { ids, onMove, records, armed };
  });
  const arm = useCallback(() => {
    const now = latest.current;
    if (!now.armed) flushSync(() => setArmedFor(now.records));
  }, []);
  const arming = useMemo(() => ({ armed, arm, describedBy }), [armed, arm, describedBy]);
  const sensors = useSensors(useSensor(PointerSensor, POINTER), useSensor(KeyboardSensor, KEYBOARD));
  const order = ids.join('\n');
  // Only armed rows are sortable: until then dnd-kit needs no ids (and no render for new ones).
  const items = useMemo(() => (armed && order ? order.split('\n') : NO_IDS), [armed, order]);
  const accessibility = useMemo(() => {
    const position = (id: unknown) => latest.current.ids.indexOf(String(id)) + 1;
    const announcements: Announcements = {
      onDragStart: ({ active }) => t('resource.list.dnd.start', { from: position(active.id) }),
      onDragOver: ({ over }) => (over ? t('resource.list.dnd.over', { to: position(over.id) }) : undefined),
      onDragEnd: ({ over }) => (over ? t('resource.list.dnd.end', { to: position(over.id) }) : t('resource.list.dnd.cancel')),
      onDragCancel: () => t('resource.list.dnd.cancel'),
    };
    return { announcements, screenReaderInstructions: { draggable: t('resource.list.dnd.instructions') } };
  }, [t]);
  const onDragEnd = useCallback(({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const now = latest.current.ids;
    latest.current.onMove(arrayMove([...now], now.indexOf(String(active.id)), now.indexOf(String(over.id))));
  }, []);
  const dnd = useMemo(
    () => (
      <DndContext id={describedBy} sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd} accessibility={accessibility}>
        <SortableContext items={items} strategy={verticalListSortingStrategy}>
          <ArmContext.Provider value={arming}>{TABLE_SLOT}</ArmContext.Provider>
        </SortableContext>
      </DndContext>
    ),
    [describedBy, sensors, onDragEnd, accessibility, items, arming],
  );
  return <TableSlotContext.Provider value={children}>{dnd}</TableSlotContext.Provider>;
}
