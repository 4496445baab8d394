import { useEffect, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { App, Button, Empty, Flex, Result, Spin } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { http, isApiError } from '@admin/shared/api';
import { useAuthStore } from '@admin/shared/auth';
import { canCall, Code } from '@admin/shared/contract';
import { defineMessages, useI18n } from '@admin/shared/i18n';
import {
  createDataProvider,
  ResourceFormDrawer,
  rowRefs,
  scoped,
  SortableRows,
  ToggleCell,
  useResourceAccess,
  type FormTarget,
  type Rec,
  type RecordContext,
  type ResourceDef,
} from '@admin/shared/resource';
import { floorResource } from '../year-resources';
import { CopyFloorModal, floorCopyPath } from './copy-floor';
import { FloorCard, type Floor } from './floor-card';
import { FloorItems } from './floor-items';
import type { FloorType } from './floor-types';
import { TypePicker } from './type-picker';

defineMessages({
  'exercise.bc.floor.add': ['添加楼层', 'Add a floor'],
  'exercise.bc.floor.insertAt': ['在第 {n} 层前插入楼层', 'Insert a floor before floor {n}'],
  'exercise.bc.floor.expandAll': ['全部展开', 'Expand all'],
  'exercise.bc.floor.collapseAll': ['全部收起', 'Collapse all'],
  'exercise.bc.floor.none': ['这一年还没有楼层', 'No floors in this year yet'],
  'exercise.bc.floor.moved': ['楼层顺序已保存', 'Floor order saved'],
  'exercise.bc.floor.stale': ['楼层已被他人修改，已重新读取，请再试一次', 'Someone changed the floors meanwhile; they were read again, please try again'],
  'exercise.bc.floor.duplicated': ['已复制楼层“{name}”到页面末尾', 'Duplicated "{name}" at the end of the page'],
  'exercise.bc.floor.insertFailed': ['楼层已新增在末尾，但未能移到第 {n} 层：{msg}', 'The floor was added at the end but could not be moved to floor {n}: {msg}'],
});

/** The floor definition that starts a new floor as the chosen type (one object per type, so scoping can cache it). */
const typed = new Map<FloorType, ResourceDef>();
const floorOfType = (type: FloorType): ResourceDef => {
  let def = typed.get(type);
  if (!def) typed.set(type, (def = { ...floorResource, createDefaults: { ...(floorResource.createDefaults ?? {}), floor_type: type } }));
  return def;
};

const FLOOR_QUERY = { ordering: 'sort,created_at', page: 1, limit: 100 } as const;

/**
 * The floors of one course's year as a page builder: cards in page order, added from a picture
 * of each type at any position, moved by drag or keyboard (one versioned batch), expanded to show
 * their first items, enabled, duplicated, copied to another year or course, and deleted.
 */
export function FloorBuilder({ ctx }: { ctx: RecordContext }) {
  const { t } = useI18n();
  const { message } = App.useApp();
  const roles = useAuthStore((s) => s.roles);
  const course = String(ctx.id);
  const year = ctx.chosen.year;
  const scope = useMemo(() => ({ course, year }), [course, year]);
  const def = scoped(floorResource, scope);
  const provider = useMemo(() => createDataProvider(def), [def]);
  const access = useResourceAccess(def);
  const base = `/nav/bc/${encodeURIComponent(course)}/year/${encodeURIComponent(year)}`;
  const mayCopy = canCall(roles, 'POST', floorCopyPath(course, year, '00000000-0000-4000-8000-000000000000'));

  const [tick, setTick] = useState(0);
  const [answer, setAnswer] = useState<{ key: string; floors: Floor[]; error?: string } | null>(null);
  const key = `${base}#${tick}#${ctx.revision}`;
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
    ctx.changed();
  };

  /** Saves `rows` as the page order; a stale row writes nothing and the floors are read again. */
  const saveOrder = async (rows: Floor[], done = t('exercise.bc.floor.moved')) => {
    setMoved({ of: answer?.floors ?? [], rows });
    try {
      await provider.reorder!(rowRefs(def, rows));
      message.success(done);
    } catch (e) {
      if (!isApiError(e)) throw e;
      message.error(e.code === Code.CONFLICT ? t('exercise.bc.floor.stale') : e.msg);
    } finally {
      changed();
    }
  };

  const onSaved = async (saved: Rec) => {
    const position = form?.position;
    setForm(null);
    if (form?.target.mode !== 'create' || !position) return changed();
    // A new floor is stored at the end; put it where the operator asked, in one more batch.
    const latest = (await provider.list(FLOOR_QUERY)).items as Floor[];
    const mine = latest.find((f) => f.uuid === saved.uuid);
    if (!mine || latest.indexOf(mine) === Math.min(position, latest.length) - 1) return changed();
    const others = latest.filter((f) => f !== mine);
    const rows = [...others.slice(0, position - 1), mine, ...others.slice(position - 1)];
    try {
      await provider.reorder!(rowRefs(def, rows));
    } catch (e) {
      if (!isApiError(e)) throw e;
      message.error(t('exercise.bc.floor.insertFailed', { n: position, msg: e.msg }));
    }
    changed();
  };

  const duplicate = async (floor: Floor) => {
    try {
      await http.post(floorCopyPath(course, year, floor.uuid), {}, { silent: true });
      message.success(t('exercise.bc.floor.duplicated', { name: floor.name }));
      changed();
    } catch (e) {
      message.error(isApiError(e) ? e.msg : String(e));
    }
  };

  const remove = async (floor: Floor) => {
    try {
      await provider.remove(floor.uuid, floor.version);
      message.success(t('resource.deleted'));
    } finally {
      changed();
    }
  };

  if (!answer) return <Spin />;
  if (answer.error && !answer.floors.length) {
    return <Result status="error" title={t('resource.loadFailed')} subTitle={answer.error} extra={<Button onClick={() => setTick((n) => n + 1)}>{t('resource.retry')}</Button>} />;
  }

  const enableField = floorResource.fields.find((f) => f.name === 'is_enable')!;
  const insertButton = (n: number) =>
    access.create ? (
      <Button type="dashed" size="small" block icon={<PlusOutlined />} onClick={() => setPicking({ position: n })} aria-label={t('exercise.bc.floor.insertAt', { n })} style={{ opacity: 0.75 }} />
    ) : null;
  const allOpen = floors.length > 0 && floors.every((f) => expanded.has(f.uuid));

  return (
    <section aria-label={t('exercise.bc.floor')}>
      <Flex justify="space-between" style={{ marginBottom: 12 }}>
        {access.create ? (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setPicking({})}>
            {t('exercise.bc.floor.add')}
          </Button>
        ) : (
          <span />
        )}
        <Button onClick={() => setExpanded(allOpen ? new Set() : new Set(floors.map((f) => f.uuid)))} disabled={!floors.length}>
          {t(allOpen ? 'exercise.bc.floor.collapseAll' : 'exercise.bc.floor.expandAll')}
        </Button>
      </Flex>
      {!floors.length ? <Empty description={t('exercise.bc.floor.none')} /> : null}
      <SortableRows ids={floors.map((f) => f.uuid)} onMove={(ids) => void saveOrder(ids.map((id) => floors.find((f) => f.uuid === id)!))}>
        <ol style={{ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: 8 }}>
          {floors.map((floor, i) => (
            <FloorRow key={floor.uuid} insert={insertButton(i + 1)}>
              <FloorCard
                floor={floor}
                position={i + 1}
                movable={access.reorder && !!provider.reorder}
                expanded={expanded.has(floor.uuid)}
                onExpand={() => setExpanded((s) => toggled(s, floor.uuid))}
                toggle={
                  access.toggle.is_enable ? (
                    <ToggleCell def={def} provider={provider} field={enableField} record={floor} onChanged={changed} onStale={changed} />
                  ) : null
                }
                contentLink={
                  floor.floor_type === 'english_word'
                    ? `/exercise/english-tool-content/${course}/${year}/${floor.uuid}`
                    : `/exercise/floor-content/${course}/${year}/${floor.uuid}`
                }
                actions={{
                  view: access.view ? () => setForm({ target: { mode: 'view', id: floor.uuid }, def }) : undefined,
                  edit: access.edit ? () => setForm({ target: { mode: 'edit', id: floor.uuid }, def }) : undefined,
                  duplicate: mayCopy ? () => void duplicate(floor) : undefined,
                  copyTo: mayCopy ? () => setCopying(floor) : undefined,
                  remove: access.delete ? () => remove(floor) : undefined,
                }}
              >
                <FloorItems base={base} floor={floor.uuid} revision={tick + ctx.revision} />
              </FloorCard>
            </FloorRow>
          ))}
        </ol>
      </SortableRows>
      <TypePicker
        open={!!picking}
        position={picking?.position}
        onCancel={() => setPicking(null)}
        onPick={(type) => {
          const typeDef = scoped(floorOfType(type), scope);
          // 添加楼层 means the end of the page; the form's sort alone would rank it among equal sorts.
          setForm({ target: { mode: 'create' }, def: typeDef, position: picking?.position ?? floors.length + 1 });
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
      <CopyFloorModal
        floor={copying}
        course={{ uuid: course, name: String(ctx.record.name) }}
        year={year}
        onClose={() => setCopying(null)}
        onCopied={() => changed()}
      />
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
