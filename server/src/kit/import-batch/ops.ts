import { Code } from '@admin/shared/contract';
import {
  IMPORT_FILE_FIELD,
  IMPORT_MAX_BYTES,
  IMPORT_MAX_ROWS,
  columnOfHeader,
  importBatchParams,
  importBatchQuery,
  importBatchSchema,
  importConfirmBody,
  importFixBody,
  importFixResult,
  importResultSchema,
  importRowParams,
  type ImportCells,
  type ImportResult,
} from '@admin/shared/contract/resources';
import { z } from 'zod';
import { permissionsOf } from '../../auth/sessions';
import { ApiError, conflict, invalid, notFound } from '../../http/api-error';
import type { Ctx, ImplFactory } from '../../http/endpoint';
import type { Deps } from '../../types';
import { decodeRecord } from '../codec';
import { repoOf, type CollectionRepo } from '../collection-repo';
import { inTransaction } from '../../db/request-transaction';
import { recordImportChanges, type ImportChange } from './audit-sink';
import { readSheet } from './read-sheet';
import { checkRows, countsOf, insertRows, keyOf, markDuplicates, rowColumns, rowsOut, targetsOf, type ImportDef } from './staging';
import { importTemplate } from './template';

type Rec = Record<string, unknown>;

/** Where the audit rows of staging (no business record changed yet) are filed. */
const BATCH_RESOURCE = 'import_batch';

const fileError = (message: string) => invalid([{ field: IMPORT_FILE_FIELD, message }]);

/** The uploaded file's bytes and name. */
async function receive(c: Ctx): Promise<{ bytes: Buffer; name: string }> {
  if (!c.req.isMultipart()) throw fileError(`请以 multipart/form-data 上传，文件字段名为 ${IMPORT_FILE_FIELD}`);
  let bytes: Buffer | undefined;
  let name = '';
  const tooLarge = `文件不能超过 ${IMPORT_MAX_BYTES / 1024 / 1024} MB`;
  try {
    for await (const part of c.req.parts({ limits: { fileSize: IMPORT_MAX_BYTES, files: 1, fields: 0 } })) {
      if (part.type !== 'file' || part.fieldname !== IMPORT_FILE_FIELD) throw fileError(`只上传一个文件，字段名为 ${IMPORT_FILE_FIELD}`);
      name = part.filename ?? '';
      bytes = await part.toBuffer();
    }
  } catch (err) {
    if (err instanceof ApiError) throw err;
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new ApiError(Code.TOO_LARGE, tooLarge, { errors: [{ field: IMPORT_FILE_FIELD, message: tooLarge }] });
    if (code === 'FST_FILES_LIMIT' || code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT')
      throw fileError(`只上传一个文件，字段名为 ${IMPORT_FILE_FIELD}`);
    throw err;
  }
  if (!bytes?.length) throw fileError('请选择一个非空的文件');
  return { bytes, name: name.slice(0, 255) || 'import' };
}

/** The sheet's rows as cells by column key, with their line in the file; refuses a header it cannot read. */
function rowsOfSheet(def: ImportDef, sheet: string[][]): { line: number; cells: ImportCells }[] {
  const header = sheet[0] ?? [];
  const keys = header.map((h) => (h.trim() === '' ? null : (columnOfHeader(def.spec, h) ?? undefined)));
  const unknown = header.filter((h, i) => keys[i] === undefined);
  const names = def.spec.columns.map((c) => c.header[0]).join('、');
  if (unknown.length) throw fileError(`不认识的列：${unknown.join('、')}（模板的列为：${names}）`);
  const missing = def.spec.columns.filter((c) => c.required && !keys.includes(c.key));
  if (missing.length) throw fileError(`缺少必填列：${missing.map((c) => c.header[0]).join('、')}（请用模板的第一行作表头）`);
  const out: { line: number; cells: ImportCells }[] = [];
  for (let i = 1; i < sheet.length; i++) {
    const row = sheet[i];
    if (!row.some((v) => v.trim() !== '')) continue;
    const cells: ImportCells = {};
    keys.forEach((k, j) => {
      if (k) cells[k] = row[j] ?? '';
    });
    out.push({ line: i + 1, cells });
  }
  if (!out.length) throw fileError('文件里除表头外没有数据行');
  if (out.length > IMPORT_MAX_ROWS) throw fileError(`一次最多导入 ${IMPORT_MAX_ROWS} 行，这个文件有 ${out.length} 行，请分成几个文件`);
  return out;
}

/** The caller's staged batch of this resource: 40400 for anyone else's (a batch is its uploader's). */
async function batchOf(deps: Deps, def: ImportDef, c: Ctx, id: number, staged = true): Promise<Rec> {
  const b = (await deps.db
    .selectFrom('import_batch')
    .selectAll()
    .where('id', '=', id)
    .where('resource', '=', def.collection.resource.name)
    .where('owner_id', '=', c.user?.id ?? -1)
    .executeTakeFirst()) as Rec | undefined;
  if (!b) throw notFound('导入批次');
  if (staged && b.status !== 'staged') throw new ApiError(Code.CONFLICT, b.status === 'confirmed' ? '这批数据已经导入，不能再修改' : '这批数据已放弃');
  return b;
}

/** The batch with a page of its rows. */
async function readBatch(deps: Deps, def: ImportDef, b: Rec, query: { page: number; limit: number; errors_only?: boolean }) {
  const id = Number(b.id);
  let q = deps.db.selectFrom('import_row').where('batch_id', '=', id);
  if (query.errors_only) q = q.where((eb) => eb.or([eb('error_count', '>', 0), eb('duplicate', '=', 1)]));
  const total = Number(((await q.select((eb) => eb.fn.countAll().as('n')).executeTakeFirst()) as Rec).n);
  const stored = (await q
    .selectAll()
    .orderBy('line')
    .limit(query.limit)
    .offset((query.page - 1) * query.limit)
    .execute()) as Rec[];
  return {
    id,
    resource: String(b.resource),
    file_name: String(b.file_name),
    status: b.status as 'staged' | 'confirmed' | 'discarded',
    created_at: String(b.created_at),
    counts: await countsOf(deps.db, id),
    result: b.result ? (JSON.parse(String(b.result)) as ImportResult) : null,
    rows: { items: await rowsOut(deps.db, def, id, stored), total, page: query.page, limit: query.limit },
  };
}

const audit = (c: Ctx, deps: Deps, changes: ImportChange[]) => recordImportChanges(deps.db, c, changes);
const batchEntry = (def: ImportDef, id: number, action: string, message = ''): ImportChange => ({
  resource: BATCH_RESOURCE,
  record_id: String(id),
  action,
  message,
  params: { resource: def.collection.resource.name },
});

/**
 * Writes the batch's valid rows in the request's transaction: a row whose natural key names a
 * stored record updates it (unchanged when it already holds the same), the others create one;
 * every record is checked again as its create or update would be, and audited like one.
 */
async function confirm(deps: Deps, def: ImportDef, c: Ctx, repo: CollectionRepo, b: Rec, onlyValid: boolean): Promise<ImportResult> {
  const id = Number(b.id);
  const m = def.collection.resource;
  const counts = await countsOf(deps.db, id);
  if (!onlyValid && counts.invalid) {
    throw invalid([{ field: 'only_valid', message: `还有 ${counts.invalid} 行有错误：改正它们，或只导入正确的行` }]);
  }
  const rows = (await deps.db
    .selectFrom('import_row')
    .select(['line', 'record'])
    .where('batch_id', '=', id)
    .where('error_count', '=', 0)
    .where('duplicate', '=', 0)
    .orderBy('line')
    .execute()) as Rec[];
  if (!rows.length) throw invalid([{ field: 'only_valid', message: '没有可以导入的行' }]);
  const records = rows.map((r) => JSON.parse(String(r.record)) as Rec);
  // What the keys name now, not when the file was staged.
  const targets = await targetsOf(def, repo, records);
  if (records.some((r) => targets.has(keyOf(def, r)))) await requireChange(deps, c, def);
  const result: ImportResult = { created: 0, updated: 0, unchanged: 0, skipped: counts.invalid };
  const entries: ImportChange[] = [];
  const written: number[] = [];
  for (const [i, rec] of records.entries()) {
    const target = targets.get(keyOf(def, rec));
    try {
      if (target === undefined) {
        const made = await repo.create({}, rec, c.now);
        entries.push({
          resource: m.name,
          record_id: String(made[repo.key]),
          action: 'create',
          before: null,
          after: repo.ownFields(made),
          record_version: 1,
        });
        written.push(Number(made[repo.key]));
        result.created++;
        continue;
      }
      const row = await repo.findRow({}, target);
      if (!row) throw conflict();
      const before = repo.ownFields(decodeRecord(repo.codecs, row));
      const after = { ...before, ...repo.ownFields(rec) };
      if (Object.keys(after).every((k) => JSON.stringify(after[k] ?? null) === JSON.stringify(before[k] ?? null))) {
        result.unchanged++;
        continue;
      }
      await repo.validateRecord(repo.ownFields(rec), {}, target);
      await repo.write({}, target, repo.ownFields(rec), Number(row.version), c.now, false);
      entries.push({ resource: m.name, record_id: String(target), action: 'update', before, after, record_version: Number(row.version) + 1 });
      written.push(target);
      result.updated++;
    } catch (err) {
      if (err instanceof ApiError && err.code === Code.INVALID) {
        const errors = (err.data as { errors: { field: string; message: string }[] }).errors;
        throw invalid(errors.map((e) => ({ field: `rows.${String(rows[i].line)}.${e.field}`, message: `第 ${String(rows[i].line)} 行：${e.message}` })));
      }
      throw err;
    }
  }
  await def.afterConfirm?.(deps.db, c, written);
  await deps.db
    .updateTable('import_batch')
    .set({ status: 'confirmed', result: JSON.stringify(result), updated_at: c.now.toISOString(), version: Number(b.version) + 1 })
    .where('id', '=', id)
    .execute();
  await audit(c, deps, [...entries, batchEntry(def, id, 'importConfirm', JSON.stringify(result))]);
  return result;
}

/** Updating stored records needs the resource's change permission besides the add one of the call. */
async function requireChange(deps: Deps, c: Ctx, def: ImportDef): Promise<void> {
  const needed = def.collection.resource.endpoints.find((e) => e.op === 'update' || e.op === 'patch')?.permissions ?? [];
  if (!needed.length) return;
  const held = await permissionsOf(deps.db, c.user!.id);
  if (!needed.some((p) => held.includes(p))) {
    throw new ApiError(Code.FORBIDDEN, `文件里有已存在的记录，更新它们需要权限 ${needed.join(' 或 ')}`, { missing: needed });
  }
}

/** The implementations of IMPORT_PATHS for a collection (registerCollection's extra ops). */
export function importOps(def: ImportDef): Record<string, ImplFactory> {
  const m = def.collection.resource;
  const repo = (deps: Deps) => repoOf(def.collection, deps);
  const fixParams = importRowParams;
  return {
    importTemplate: () => ({
      query: z.strictObject({ lang: z.enum(['zh', 'en']).default('zh') }),
      summary: `${m.label}导入模板（XLSX，含示例行与下拉选项）`,
      handle: async (c) => {
        const lang = c.query.lang as 'zh' | 'en';
        const name = `${def.spec.sheet[lang === 'zh' ? 0 : 1]}-template.xlsx`;
        return c.reply
          .header('Content-Type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
          .header('Content-Disposition', `attachment; filename="template.xlsx"; filename*=UTF-8''${encodeURIComponent(name)}`)
          .header('Cache-Control', 'no-store')
          .send(await importTemplate(def.spec, lang));
      },
    }),
    importCreate: (_e, deps) => ({
      body: 'multipart',
      response: importBatchSchema,
      summary: `上传${m.label}文件，暂存为待确认的导入批次（multipart 字段 file；XLSX 或 UTF-8 CSV/TSV）`,
      handle: async (c) => {
        const { bytes, name } = await receive(c);
        const lines = (await def.readFile?.(bytes, name)) ?? (def.foldRows ?? ((r) => r))(rowsOfSheet(def, await readSheet(bytes)));
        if (!lines.length) throw fileError('文件里没有找到可以导入的内容');
        if (lines.length > IMPORT_MAX_ROWS) throw fileError(`一次最多导入 ${IMPORT_MAX_ROWS} 行，这个文件有 ${lines.length} 行，请分成几个文件`);
        // Read before the transaction opens (SQLite's one connection is not held while a file
        // streams in); checked and stored in one: the unique checks hold the table, which outside
        // a transaction is a commit per row.
        const id = await inTransaction(deps.db, async () => {
          const checked = await checkRows(
            def,
            repo(deps),
            lines.map((l) => l.cells),
          );
          const at = c.now.toISOString();
          const b = await deps.db
            .insertInto('import_batch')
            .values({ resource: m.name, owner_id: c.user!.id, file_name: name, status: 'staged', result: null, created_at: at, updated_at: at, version: 1 })
            .returning(['id'])
            .executeTakeFirstOrThrow();
          const batch = Number(b.id);
          await insertRows(
            deps.db,
            batch,
            lines.map((l, i) => ({ line: l.line, row: checked[i] })),
            at,
          );
          await markDuplicates(deps.db, batch);
          await audit(c, deps, [batchEntry(def, batch, 'importCreate', `${name}：${lines.length} 行`)]);
          return batch;
        });
        return readBatch(deps, def, await batchOf(deps, def, c, id), { page: 1, limit: 20 });
      },
    }),
    importGet: (_e, deps) => ({
      params: importBatchParams,
      query: importBatchQuery,
      response: importBatchSchema,
      summary: `读取${m.label}导入批次（分页的行，可只看有错误的行）`,
      handle: async (c) => readBatch(deps, def, await batchOf(deps, def, c, c.params.batch, false), c.query),
    }),
    importFix: (_e, deps) => ({
      params: fixParams,
      body: importFixBody,
      response: importFixResult,
      summary: `改正导入批次中的一行（按新增时的规则重新校验）`,
      handle: async (c) => {
        const b = await batchOf(deps, def, c, c.params.batch);
        const row = (await deps.db
          .selectFrom('import_row')
          .selectAll()
          .where('id', '=', c.params.row)
          .where('batch_id', '=', Number(b.id))
          .executeTakeFirst()) as Rec | undefined;
        if (!row) throw notFound('导入行');
        if (Number(row.version) !== c.body.version) throw conflict();
        const unknown = Object.keys(c.body.cells).filter((k) => !def.spec.columns.some((col) => col.key === k));
        if (unknown.length) throw invalid(unknown.map((k) => ({ field: `cells.${k}`, message: '没有这一列' })));
        const [checked] = await checkRows(def, repo(deps), [c.body.cells]);
        await deps.db
          .updateTable('import_row')
          .set({ ...rowColumns(checked), updated_at: c.now.toISOString(), version: Number(row.version) + 1 })
          .where('id', '=', Number(row.id))
          .execute();
        await markDuplicates(deps.db, Number(b.id), [String(row.natural_key), checked.key]);
        await audit(c, deps, [batchEntry(def, Number(b.id), 'importFix', `第 ${String(row.line)} 行`)]);
        const stored = (await deps.db.selectFrom('import_row').selectAll().where('id', '=', Number(row.id)).execute()) as Rec[];
        const [out] = await rowsOut(deps.db, def, Number(b.id), stored);
        return { row: out, counts: await countsOf(deps.db, Number(b.id)) };
      },
    }),
    importConfirm: (_e, deps) => ({
      params: importBatchParams,
      body: importConfirmBody,
      response: importResultSchema,
      summary: `确认导入：在一个事务里写入全部行（有错误时拒绝）或只写入正确的行；已存在的记录按自然键更新`,
      handle: async (c) => confirm(deps, def, c, repo(deps), await batchOf(deps, def, c, c.params.batch), c.body.only_valid),
    }),
    importDiscard: (_e, deps) => ({
      params: importBatchParams,
      response: z.null(),
      summary: `放弃导入批次（删除暂存的行，不写入任何${m.label}）`,
      handle: async (c) => {
        const b = await batchOf(deps, def, c, c.params.batch);
        await deps.db.deleteFrom('import_row').where('batch_id', '=', Number(b.id)).execute();
        await deps.db
          .updateTable('import_batch')
          .set({ status: 'discarded', updated_at: c.now.toISOString(), version: Number(b.version) + 1 })
          .where('id', '=', Number(b.id))
          .execute();
        await audit(c, deps, [batchEntry(def, Number(b.id), 'importDiscard')]);
        return null;
      },
    }),
  };
}
