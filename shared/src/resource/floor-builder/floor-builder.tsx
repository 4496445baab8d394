import { useEffect, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { App, Button, Empty, Flex, Result, Spin } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { isApiError } from '@admin/shared/api';
import { Code } from '@admin/shared/contract';
import { useResourceAccess } from '../access';
import { ToggleCell } from '../cells';
import { createDataProvider } from '../data-provider';
import { ResourceFormDrawer, type FormTarget } from '../form-drawer';
import { rowRefs } from '../list/row-refs';
import { SortableRows } from '../list/sortable-rows';
import { asSaved } from '../list/use-reorder';
import type { Rec, ResourceDef } from '../types';
import { FloorCard, type Floor } from './floor-card';
import { FloorItems } from './floor-items';
import { useFloorI18n } from './texts';
import { TypePicker } from './type-picker';

export interface FloorBuilderProps {
  /** The page's floors, scoped to the page (list, create, edit, toggle, reorder, delete). */
  def: ResourceDef;
  /** The items of one floor, scoped to it: shown when the floor is expanded. */
  itemsOf?: (floor: Floor) => ResourceDef;
  /** The floor types this page offers, in the picker's order. */
  types: readonly string[];
  /** Types that show their own items (the others are fed by a setting): an empty one is flagged. */
  fedByItems: ReadonlySet<string>;
  /** For a floor fed by a setting (clock-in, live): what the setting gives it, e.g. "2 个打卡活动". */
  settingCount?: (floor: Floor) => string | undefined;
  /** Where a floor's items or setting are edited, with the link's text. */
  contentLink: (floor: Floor) => { to: string; label: string } | null;
  /** Duplicates a floor with its items at the end of this page (absent: not offered). */
  duplicate?: (floor: Floor) => Promise<void>;
  /** The "copy to another page" dialog for `floor` (null: closed); absent: not offered. */
  copyTo?: (floor: Floor | null, close: () => void, copied: () => void) => ReactNode;
  /** Changes made elsewhere on the page (a counter): the floors are read again. */
  revision?: number;
  /** After every write of the builder. */
  onChanged?: () => void;
  /** The section's name and the text when the page has no floors. */
  label: string;
  emptyText: string;
}

const FLOOR_QUERY = { ordering: 'sort,created_at', page: 1, limit: 100 } as const;

/** The definition that starts a new floor as the chosen type (one object per type, so scoping and memos keep it). */
const typedDefs = new WeakMap<ResourceDef, Map<string, ResourceDef>>();
function ofType(def: ResourceDef, type: string): ResourceDef {
  let byType = typedDefs.get(def);
  if (!byType) typedDefs.set(def, (byType = new Map()));
  let typed = byType.get(type);
  if (!typed) byType.set(type, (typed = { ...def, createDefaults: { ...(def.createDefaults ?? {}), floor_type: type } }));
  return typed;
}

/**
 * The floors of a page as a page builder: cards in page order, added from a picture of each type
 * at any position, moved by drag or keyboard (one versioned batch), expanded to show their first
 * items, enabled, duplicated, copied elsewhere, and deleted. The page is the scope of `def`.
 */
export function FloorBuilder({
  def,
  itemsOf,
  types,
  fedByItems,
  settingCount,
  contentLink,
  duplicate,
  copyTo,
  revision = 0,
  onChanged,
  label,
  emptyText,
}: FloorBuilderProps) {
  const { t } = useFloorI18n();
  const { message } = App.useApp();
  const provider = useMemo(() => createDataProvider(def), [def]);
  const access = useResourceAccess(def);
  const idKey = def.idKey ?? 'id';
  const keyOf = (f: Rec) => String(f[idKey]);

  const [tick, setTick] = useState(0);
  const [answer, setAnswer] = useState<{ key: string; floors: Floor[]; error?: string } | null>(null);
  const key = `${def.name}#${JSON.stringify(def.scope ?? {})}#${tick}#${revision}`;
  // The moved order while it is saved; the next answer replaces it.
  const [moved, setMoved] = useState<{ of: Floor[]; rows: Floor[] } | null>(null);
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const [picking, setPicking] = useState<{ position?: number } | null>(null);
  const [form, setForm] = useState<{ target: FormTarget; def: ResourceDef; position?: number } | null>(null);
  const [copying, setCopying] = useState<Floor | null>(null);

  useEffect(() => {
    let live = true;
    provider.list(FLOOR_QUERY).then(
      (page) => live && setAnswer({ key, floors: page.items as Floor[] }),
      (e: unknown) => live && setAnswer((a) => ({ key, floors: a?.floors ?? [], error: isApiError(e) ? e.msg : String(e) })),
    );
    return () => {
      live = false;
    };
  }, [provider, key]);

  const floors = (moved && moved.of === answer?.floors ? moved.rows : answer?.floors) ?? [];
  const changed = () => {
    setTick((n) => n + 1);
    onChanged?.();
  };

  /** Saves `rows` as the page order; a stale row writes nothing and the floors are read again. */
  const saveOrder = async (rows: Floor[]) => {
    const of = answer?.floors ?? [];
    setMoved({ of, rows });
    try {
      const saved = await provider.reorder!(rowRefs(def, rows));
      setMoved({ of, rows: asSaved(def, rows, saved.items) as Floor[] });
      message.success(t('resource.floor.moved'));
    } catch (e) {
      if (!isApiError(e)) throw e;
      message.error(e.code === Code.CONFLICT ? t('resource.floor.stale') : e.msg);
    } finally {
      changed();
    }
  };

  const onSaved = async (saved: Rec) => {
    const position = form?.position;
    setForm(null);
    if (form?.target.mode !== 'create' || !position || !provider.reorder) return changed();
    // A new floor is stored at the end; put it where the operator asked, in one more batch.
    const latest = (await provider.list(FLOOR_QUERY)).items as Floor[];
    const mine = latest.find((f) => f[idKey] === saved[idKey]);
    if (!mine || latest.indexOf(mine) === Math.min(position, latest.length) - 1) return changed();
    const others = latest.filter((f) => f !== mine);
    const rows = [...others.slice(0, position - 1), mine, ...others.slice(position - 1)];
    try {
      await provider.reorder(rowRefs(def, rows));
    } catch (e) {
      if (!isApiError(e)) throw e;
      message.error(t('resource.floor.insertFailed', { n: position, msg: e.msg }));
    }
    changed();
  };

  const duplicateFloor = async (floor: Floor) => {
    try {
      await duplicate!(floor);
      message.success(t('resource.floor.duplicated', { name: floor.name }));
      changed();
    } catch (e) {
      message.error(isApiError(e) ? e.msg : String(e));
    }
  };

  const remove = async (floor: Floor) => {
    try {
      await provider.remove(floor[idKey] as string | number, floor.version as number);
      message.success(t('resource.deleted'));
    } finally {
      changed();
    }
  };

  if (!answer) return <Spin />;
  if (answer.error && !answer.floors.length) {
    return (
      <Result
        status="error"
        title={t('resource.loadFailed')}
        subTitle={answer.error}
        extra={<Button onClick={() => setTick((n) => n + 1)}>{t('resource.retry')}</Button>}
      />
    );
  }

  const enableField = def.fields.find((f) => f.name === 'is_enable');
  const insertButton = (n: number) =>
    access.create ? (
      <Button
        type="dashed"
        size="small"
        block
        icon={<PlusOutlined />}
        onClick={() => setPicking({ position: n })}
        aria-label={t('resource.floor.insertAt', { n })}
        style={{ opacity: 0.75 }}
      />
    ) : null;
  const allOpen = floors.length > 0 && floors.every((f) => expanded.has(keyOf(f)));

  return (
    <section aria-label={label}>
      <Flex justify="space-between" style={{ marginBottom: 12 }}>
        {access.create ? (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setPicking({})}>
            {t('resource.floor.add')}
          </Button>
        ) : (
          <span />
        )}
        <Button onClick={() => setExpanded(allOpen ? new Set() : new Set(floors.map(keyOf)))} disabled={!floors.length}>
          {t(allOpen ? 'resource.floor.collapseAll' : 'resource.floor.expandAll')}
        </Button>
      </Flex>
      {!floors.length ? <Empty description={emptyText} /> : null}
      <SortableRows ids={floors.map(keyOf)} onMove={(ids) => void saveOrder(ids.map((id) => floors.find((f) => keyOf(f) === id)!))}>
        <ol style={{ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: 8 }}>
          {floors.map((floor, i) => (
            <FloorRow key={keyOf(floor)} insert={insertButton(i + 1)}>
              <FloorCard
                floor={floor}
                floorKey={keyOf(floor)}
                fedByItems={fedByItems.has(floor.floor_type)}
                settingCount={fedByItems.has(floor.floor_type) ? undefined : settingCount?.(floor)}
                position={i + 1}
                movable={access.reorder && !!provider.reorder}
                expanded={expanded.has(keyOf(floor))}
                onExpand={() => setExpanded((s) => toggled(s, keyOf(floor)))}
                toggle={
                  enableField && access.toggle.is_enable ? (
                    <ToggleCell def={def} provider={provider} field={enableField} record={floor} onChanged={changed} onStale={changed} />
                  ) : null
                }
                contentLink={contentLink(floor)}
                actions={{
                  view: access.view ? () => setForm({ target: { mode: 'view', id: floor[idKey] as string | number }, def }) : undefined,
                  edit: access.edit ? () => setForm({ target: { mode: 'edit', id: floor[idKey] as string | number }, def }) : undefined,
                  duplicate: duplicate ? () => void duplicateFloor(floor) : undefined,
                  copyTo: copyTo ? () => setCopying(floor) : undefined,
                  remove: access.delete ? () => remove(floor) : undefined,
                }}
              >
                {itemsOf ? <FloorItems def={itemsOf(floor)} revision={tick + revision} /> : null}
              </FloorCard>
            </FloorRow>
          ))}
        </ol>
      </SortableRows>
      <TypePicker
        types={types}
        open={!!picking}
        position={picking?.position}
        onCancel={() => setPicking(null)}
        onPick={(type) => {
          // 添加楼层 means the end of the page; the form's sort alone would rank it among equal sorts.
          setForm({ target: { mode: 'create' }, def: ofType(def, type), position: picking?.position ?? floors.length + 1 });
          setPicking(null);
        }}
      />
      {form ? (
        <ResourceFormDrawer
          def={form.def}
          provider={form.def === def ? provider : createDataProvider(form.def)}
          target={form.target}
          onClose={() => setForm(null)}
          onSaved={(saved) => void onSaved(saved)}
          canEdit={() => access.edit}
          onTarget={(target) => setForm({ ...form, target })}
        />
      ) : null}
      {copyTo ? copyTo(copying, () => setCopying(null), changed) : null}
    </section>
  );
}

const toggled = (s: ReadonlySet<string>, k: string) => {
  const next = new Set(s);
  if (!next.delete(k)) next.add(k);
  return next;
};

/** A floor with the insert button above it (the slot between it and the one before). */
function FloorRow({ insert, children }: { insert: ReactNode; children: ReactNode }) {
  return (
    <>
      {insert ? <li>{insert}</li> : null}
      {children}
    </>
  );
}
