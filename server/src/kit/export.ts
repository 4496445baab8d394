import { exportBody, type CollectionModule, type ExportColumn } from '@admin/shared/contract/resources';
import { Readable } from 'node:stream';
import { z } from 'zod';
import { invalid } from '../http/api-error';
import type { Ctx, OpImpl } from '../http/endpoint';
import type { CollectionDef, CollectionRepo } from './collection-repo';
import { columnFormat, csvLine, fileStamp, localTime, type Cell, type Lang } from './export-format';
import { applyFilters, parseOrdering } from './query';
import { namesOf, refsOf, type RefSpec } from './refs';
import { checkParents } from './scope';
import { XLSX_MAX_ROWS, xlsxFile } from './xlsx-writer';

type Rec = Record<string, unknown>;

/**
 * POST …/export/: the whole filtered, ordered list as a CSV or XLSX file, streamed. The keys of
 * the rows are read first (one index scan; errors until then are normal envelopes), then the
 * records in chunks of CHUNK keys, so memory stays flat however long the list.
 */
const CHUNK = 1000;

const TYPES = { csv: 'text/csv; charset=utf-8', xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' } as const;

interface Plan {
  keys: unknown[];
  columns: ExportColumn[];
  /** One record per key, decorated, in the keys' order, CHUNK at a time. */
  chunks(): AsyncGenerator<Cell[][]>;
}

async function plan(def: CollectionDef, repo: CollectionRepo, c: Ctx<Rec, Rec, z.infer<ReturnType<typeof exportBody>>>): Promise<Plan> {
  const m = def.resource;
  const { query, columns, lang, tz } = c.body;
  await checkParents(repo.deps, def.scope ?? [], c.params);
  const rows = applyFilters(repo.base(c.params), m.filters, def.customFilters ?? {}, query as Rec, c.now, repo.deps.db);
  let keysQ = rows.clearSelect().select(repo.key);
  for (const [col, dir] of parseOrdering(query.ordering as string | undefined, m.defaultOrder, repo.key)) keysQ = keysQ.orderBy(col, dir);
  const keys = ((await keysQ.execute()) as Rec[]).map((r) => r[repo.key]);
  const refs = new Map<string, RefSpec>(refsOf(m.references).map((r) => [r.field, r]));
  const time = localTime(tz);
  const formats = columns.map((col) => columnFormat(col, { lang: lang as Lang, time, isRef: refs.has(col.field) && !col.options }));
  const refCols = columns.filter((col) => refs.has(col.field) && !col.options);
  async function* chunks(): AsyncGenerator<Cell[][]> {
    for (let i = 0; i < keys.length; i += CHUNK) {
      const part = keys.slice(i, i + CHUNK);
      const found = new Map<string, Rec>();
      for (const row of (await repo.base(c.params).selectAll().where(repo.key, 'in', part).execute()) as Rec[]) found.set(String(row[repo.key]), row);
      // A row deleted since the keys were read is left out.
      const records = await repo.decorate(part.map((k) => found.get(String(k))).filter((r): r is Rec => !!r));
      const names = new Map<string, Map<string, string>>();
      for (const col of refCols)
        names.set(
          col.field,
          await namesOf(
            repo.deps.db,
            refs.get(col.field)!,
            records.flatMap((r) => r[col.field] as unknown),
          ),
        );
      yield records.map((r) => formats.map((f) => f(r, names)));
    }
  }
  return { keys, columns, chunks };
}

async function* csv(p: Plan): AsyncGenerator<Buffer> {
  // The BOM makes Excel read the file as UTF-8.
  yield Buffer.from(`\uFEFF${csvLine(p.columns.map((c) => c.label))}`, 'utf8');
  for await (const rows of p.chunks()) yield Buffer.from(rows.map(csvLine).join(''), 'utf8');
}

/** The header row, then the rows, pulled only as fast as the client reads the file. */
const xlsx = (p: Plan, name: string, now: Date) =>
  Readable.from(xlsxFile({ name, header: p.columns.map((c) => c.label), rows: p.chunks() }, { modified: now }));

const bodies = new WeakMap<CollectionModule, z.ZodType>();
const bodyOf = (m: CollectionModule) => {
  let b = bodies.get(m);
  if (!b) bodies.set(m, (b = exportBody(m)));
  return b;
};
const fileReply = z.unknown();

export function exportOp(def: CollectionDef, repo: CollectionRepo, params: z.ZodType): OpImpl {
  const m = def.resource;
  return {
    params,
    body: bodyOf(m),
    response: fileReply,
    summary: `导出${m.label}（CSV 或 XLSX 文件流，与列表相同的筛选、排序和权限；不是 JSON 信封）`,
    handle: async (c) => {
      const p = await plan(def, repo, c);
      const format = c.body.format as keyof typeof TYPES;
      // Checked before the file starts: a sheet cut short would be a silent loss.
      if (format === 'xlsx' && p.keys.length >= XLSX_MAX_ROWS) {
        throw invalid([{ field: 'format', message: `XLSX 最多 ${XLSX_MAX_ROWS - 1} 行数据（本次 ${p.keys.length} 行），请缩小筛选范围或导出 CSV` }]);
      }
      const name = `${m.label}-${fileStamp(c.now, c.body.tz)}.${format}`;
      const body = format === 'csv' ? Readable.from(csv(p)) : xlsx(p, m.label, c.now);
      return c.reply
        .code(200)
        .type(TYPES[format])
        .header('content-disposition', `attachment; filename="export.${format}"; filename*=UTF-8''${encodeURIComponent(name)}`)
        .header('x-total-count', String(p.keys.length))
        .send(body);
    },
  };
}
