import { Code, type FieldError } from '@admin/shared/contract';
import { bulkDeleteBody, bulkPatchBody, reorderBody, sort as sortSchema, type BatchItem, type CollectionModule } from '@admin/shared/contract/resources';
import { z } from 'zod';
import { ApiError, invalid } from '../http/api-error';
import type { ImplFactory } from '../http/endpoint';
import { fieldErrors } from '../http/zod-errors';
import type { Deps } from '../types';
import type { CollectionDef, CollectionRepo } from './collection-repo';
import { decodeRecord } from './codec';
import { exportOp } from './export';
import { checkParents, paramsSchema } from './scope';
import { uniqueKeys } from './unique';
import { inTransaction } from '../db/request-transaction';

type Rec = Record<string, unknown>;

/**
 * The batch calls of a collection (contract BATCH_PATHS): bulk change, bulk delete and reorder run
 * in one transaction, all or nothing; every row's version is checked and every changed record is
 * validated as its single PATCH would be, with errors naming the row (`items.3.title`).
 */

/** Rows read per query (well under both engines' parameter limits). */
const CHUNK = 500;
/** A bad batch reports at most this many field errors. */
const MAX_ERRORS = 50;

const chunks = <T>(xs: readonly T[], n = CHUNK): T[][] => Array.from({ length: Math.ceil(xs.length / n) }, (_, i) => xs.slice(i * n, i * n + n));
const keyOf = (r: CollectionRepo, item: BatchItem) => (item as Rec)[r.key];
const atRow = (i: number, errors: readonly FieldError[]): FieldError[] => errors.map((e) => ({ field: `items.${i}.${e.field}`, message: e.message }));

/** Runs `fn` on the repository over one transaction; totals are dropped once it has committed. */
async function onOneTransaction<T>(repo: CollectionRepo, fn: (r: CollectionRepo) => Promise<T>): Promise<T> {
  const result = await inTransaction(repo.deps.db, (trx) => fn(repo.withDb(trx)));
  repo.deps.counts.invalidate();
  return result;
}

async function rowsByKey(r: CollectionRepo, params: Rec, ids: readonly unknown[]): Promise<Map<string, Rec>> {
  const found = new Map<string, Rec>();
  for (const part of chunks(ids)) {
    for (const row of (await r.base(params).selectAll().where(r.key, 'in', part).execute()) as Rec[]) found.set(String(row[r.key]), row);
  }
  return found;
}

/** The stored rows of `items`, in their order: 40400 when any is gone, 40900 when any changed since it was read. */
async function loadRows(r: CollectionRepo, params: Rec, items: readonly BatchItem[]): Promise<Rec[]> {
  await checkParents(r.deps, r.def.scope ?? [], params);
  const found = await rowsByKey(
    r,
    params,
    items.map((x) => keyOf(r, x)),
  );
  const label = r.def.resource.label;
  const missing = items.map((x, i) => [i, keyOf(r, x)] as const).filter(([, id]) => !found.has(String(id)));
  if (missing.length) {
    throw new ApiError(Code.NOT_FOUND, `${label}不存在：${missing.map(([, id]) => id).join('、')}`, {
      errors: missing.slice(0, MAX_ERRORS).map(([i, id]) => ({ field: `items.${i}.${r.key}`, message: `${label} ${String(id)} 不存在或已被删除` })),
    });
  }
  const stale = items.map((x, i) => [i, x, found.get(String(keyOf(r, x)))!] as const).filter(([, x, row]) => Number(row.version) !== x.version);
  if (stale.length) {
    throw new ApiError(Code.CONFLICT, `数据已被他人修改，请刷新后重试（${label} ${stale.map(([, x]) => keyOf(r, x)).join('、')} 的 version 已过期）`, {
      errors: stale
        .slice(0, MAX_ERRORS)
        .map(([i, x]) => ({ field: `items.${i}.version`, message: `${label} ${String(keyOf(r, x))} 已被他人修改，请刷新后再操作` })),
    });
  }
  return items.map((x) => found.get(String(keyOf(r, x)))!);
}

/**
 * Each row merged with its changes and checked as a PATCH would check it (family rules, schema,
 * cross-field rules, references, unique fields); returns the changed fields per row, or throws a
 * 40000 naming the rows.
 */
async function checkedChanges(r: CollectionRepo, params: Rec, rows: readonly Rec[], changesOf: (i: number) => Rec, now: Date): Promise<Rec[]> {
  const errors: FieldError[] = [];
  const out: Rec[] = [];
  for (const [i, row] of rows.entries()) {
    if (errors.length >= MAX_ERRORS) break;
    const changes = changesOf(i);
    const current = decodeRecord(r.codecs, row);
    const merged: Rec = {};
    for (const f of r.fields) merged[f] = f in changes && changes[f] !== undefined ? changes[f] : current[f];
    const own = r.def.rowRule?.('change', current, merged, now) ?? [];
    if (own.length) {
      errors.push(...atRow(i, own));
      continue;
    }
    const full = r.def.resource.schemas.create.safeParse(merged);
    if (!full.success) {
      errors.push(...atRow(i, fieldErrors(full.error, merged)));
      continue;
    }
    try {
      await r.validateRecord(full.data, params, row[r.key]);
    } catch (err) {
      if (!(err instanceof ApiError) || err.code !== Code.INVALID) throw err;
      errors.push(...atRow(i, (err.data as { errors: FieldError[] }).errors));
      continue;
    }
    const changed: Rec = {};
    for (const f of Object.keys(changes)) if (changes[f] !== undefined) changed[f] = (full.data as Rec)[f];
    out.push(changed);
  }
  if (errors.length) throw invalid(errors.slice(0, MAX_ERRORS));
  return out;
}

/** Writes every row's changes with its version, then reads them back (decorated) in the request's order. */
async function writeRows(r: CollectionRepo, params: Rec, items: readonly BatchItem[], changed: readonly Rec[], now: Date): Promise<Rec[]> {
  for (const [i, x] of items.entries()) await r.write(params, keyOf(r, x), changed[i], x.version, now, false);
  const found = await rowsByKey(
    r,
    params,
    items.map((x) => keyOf(r, x)),
  );
  return r.decorate(items.map((x) => found.get(String(keyOf(r, x)))!));
}

export async function bulkPatch(repo: CollectionRepo, params: Rec, items: BatchItem[], changes: Rec, now: Date): Promise<{ items: Rec[] }> {
  // Unique fields: one value cannot go to several records (they would clash with each other).
  const clash = uniqueKeys(repo.def.resource).find((k) => changes[k.field] !== undefined);
  if (clash && items.length > 1) {
    throw invalid([{ field: `changes.${clash.field}`, message: `${repo.def.resource.label}${clash.label}不能重复，不能把多条记录改成同一个值` }]);
  }
  return onOneTransaction(repo, async (r) => {
    const rows = await loadRows(r, params, items);
    const changed = await checkedChanges(r, params, rows, () => changes, now);
    return { items: await writeRows(r, params, items, changed, now) };
  });
}

export async function bulkDelete(repo: CollectionRepo, params: Rec, items: BatchItem[], now: Date): Promise<{ count: number }> {
  return onOneTransaction(repo, async (r) => {
    const rows = await loadRows(r, params, items);
    const errors = rows.flatMap((row, i) => atRow(i, r.def.rowRule?.('delete', decodeRecord(r.codecs, row), null, now) ?? []));
    if (errors.length) throw invalid(errors.slice(0, MAX_ERRORS));
    for (const x of items) await r.removeRow(params, keyOf(r, x), x.version);
    return { count: items.length };
  });
}

/** Whether the default order shows smaller `sort` first. */
const sortAscending = (defaultOrder: string) => !defaultOrder.split(',').some((p) => p.trim() === '-sort');

/**
 * New `sort` values for rows given in their new order: the rows' own values, ascending, handed out
 * in that order (so rows not in the request keep their place); equal values are spread to become
 * distinct, or the list's tie-break would decide instead of the request.
 */
export function reorderedSorts(current: readonly number[], ascending: boolean): number[] {
  const values = [...current].sort((a, b) => a - b);
  for (let i = 1; i < values.length; i++) values[i] = Math.max(values[i], values[i - 1] + 1);
  return ascending ? values : values.reverse();
}

export async function reorder(repo: CollectionRepo, params: Rec, items: BatchItem[], now: Date): Promise<{ items: Rec[] }> {
  return onOneTransaction(repo, async (r) => {
    const rows = await loadRows(r, params, items);
    const sorts = reorderedSorts(
      rows.map((row) => Number(row.sort)),
      sortAscending(r.def.resource.defaultOrder),
    );
    const max = sortSchema.maxValue ?? Infinity;
    if (sorts.some((v) => v > max)) throw invalid([{ field: 'items', message: `排序值将超过上限 ${max}，请先调小这些记录的排序值` }]);
    const changed = await checkedChanges(r, params, rows, (i) => ({ sort: sorts[i] }), now);
    return { items: await writeRows(r, params, items, changed, now) };
  });
}

/** The module's schemas, made once per module, not per app (every test server builds an app). */
const perModule = <T>(make: (m: CollectionModule) => T) => {
  const made = new WeakMap<CollectionModule, T>();
  return (m: CollectionModule): T => {
    let v = made.get(m);
    if (!v) made.set(m, (v = make(m)));
    return v;
  };
};
const schemasOf = perModule((m) => ({
  bulkPatch: bulkPatchBody(m),
  bulkDelete: bulkDeleteBody(m),
  reorder: reorderBody(m),
  records: z.object({ items: z.array(m.schemas.item) }),
}));
const counted = z.object({ count: z.number().int() });

/** The implementations of the module's batch endpoints (only those its paths declare are mounted). */
export function batchOps(def: CollectionDef, repoOf: (deps: Deps) => CollectionRepo): Record<string, ImplFactory> {
  const m = def.resource;
  const params = (path: string) => paramsSchema(path, m.params, { param: m.idParam, kind: m.idKey });
  return {
    bulkPatch: (e, deps) => ({
      params: params(e.path),
      body: schemasOf(m).bulkPatch,
      response: schemasOf(m).records,
      summary: `批量修改${m.label}（一个事务，逐条校验 version，全部成功或全部不写）`,
      handle: (c) => bulkPatch(repoOf(deps), c.params, c.body.items, c.body.changes, c.now),
    }),
    bulkDelete: (e, deps) => ({
      params: params(e.path),
      body: schemasOf(m).bulkDelete,
      response: counted,
      summary: `批量删除${m.label}（一个事务，逐条校验 version）`,
      handle: (c) => bulkDelete(repoOf(deps), c.params, c.body.items, c.now),
    }),
    reorder: (e, deps) => {
      if (!('sort' in m.schemas.create.shape)) throw new Error(`${m.name}: reorder needs a sort field`);
      return {
        params: params(e.path),
        body: schemasOf(m).reorder,
        response: schemasOf(m).records,
        summary: `调整${m.label}顺序（按请求中的顺序写 sort，一个事务）`,
        handle: (c) => reorder(repoOf(deps), c.params, c.body.items, c.now),
      };
    },
    export: (e, deps) => exportOp(def, repoOf(deps), params(e.path)),
  };
}
