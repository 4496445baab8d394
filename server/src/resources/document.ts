import { version as versionSchema, type RecordCheck } from '@admin/shared/contract';
import { z } from 'zod';
import type { Db } from '../db/database';
import { conflict, invalid } from '../http/api-error';
import type { Registry } from '../http/registry';
import { fieldErrors } from '../http/zod-errors';
import type { Deps } from '../types';
import { checkRefs, type RefSpec } from './refs';
import { checkParents, paramsSchema, scopeValues, whereScope, type ScopeParam } from './scope';

type Rec = Record<string, unknown>;

/**
 * A document resource: one record per scope (per course and year, per floor, per activity, or
 * one for the whole console), read with GET and written whole with PUT (or in part with PATCH).
 * Reads before the first save return the defaults with version 0; a save must carry the version
 * it read (0 the first time), so two staff never silently overwrite each other.
 */
export interface DocumentDef {
  name: string;
  label: string;
  table: string;
  scope: ScopeParam[];
  /** Scope columns with constant values (e.g. the single console-wide config). */
  fixedScope?: Rec;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  schema: z.ZodObject<any>;
  defaults: Rec;
  check?: RecordCheck;
  refs?: RefSpec[];
  /** The body and the reply nest the fields under this key (`{ config, version }`). */
  wrap?: string;
  /** The write op: `write` as PUT (whole document) or PATCH (any subset). */
  writeMode: 'put' | 'patch';
  response?: z.ZodType;
}

export class DocumentRepo {
  constructor(
    readonly def: DocumentDef,
    readonly db: Db,
  ) {}

  private async row(params: Rec) {
    let q = whereScope(this.db.selectFrom(this.def.table), this.def.scope, params).selectAll();
    for (const [c, v] of Object.entries(this.def.fixedScope ?? {})) q = q.where(c, '=', v);
    return (await q.executeTakeFirst()) as Rec | undefined;
  }

  /** The document (defaults with version 0 before the first save), without the wrapping. */
  async current(params: Rec): Promise<{ data: Rec; version: number; updated_at: string | null }> {
    const row = await this.row(params);
    if (!row) return { data: { ...this.def.defaults }, version: 0, updated_at: null };
    return { data: { ...this.def.defaults, ...JSON.parse(String(row.data)) }, version: Number(row.version), updated_at: String(row.updated_at) };
  }

  shape(doc: { data: Rec; version: number; updated_at: string | null }) {
    return this.def.wrap
      ? { [this.def.wrap]: doc.data, version: doc.version, updated_at: doc.updated_at }
      : { ...doc.data, version: doc.version, updated_at: doc.updated_at };
  }

  async read(params: Rec) {
    await checkParents(this.db, this.def.scope, params);
    return this.shape(await this.current(params));
  }

  async write(params: Rec, body: Rec, now: Date) {
    await checkParents(this.db, this.def.scope, params);
    const version = body.version as number;
    const input = (this.def.wrap ? body[this.def.wrap] : Object.fromEntries(Object.entries(body).filter(([k]) => k !== 'version'))) as Rec;
    let data: Rec;
    if (this.def.writeMode === 'patch') {
      const merged = { ...(await this.current(params)).data, ...input };
      const r = this.def.schema.safeParse(merged);
      if (!r.success) throw invalid(fieldErrors(r.error, merged));
      data = r.data as Rec;
    } else {
      data = input;
    }
    const errors = [...(this.def.check?.(data) ?? []), ...(await checkRefs(this.db, this.def.refs, data))];
    if (errors.length) throw invalid(errors.map((e) => (this.def.wrap ? { ...e, field: `${this.def.wrap}.${e.field}` } : e)));

    const at = now.toISOString();
    const scope = { ...scopeValues(this.def.scope, params), ...(this.def.fixedScope ?? {}) };
    await this.db.transaction().execute(async (trx) => {
      let existing = trx.selectFrom(this.def.table).select(['id', 'version']);
      for (const [c, v] of Object.entries(scope)) existing = existing.where(c, '=', v);
      const row = await existing.executeTakeFirst();
      if (!row) {
        if (version !== 0) throw conflict();
        await trx
          .insertInto(this.def.table)
          .values({ ...scope, data: JSON.stringify(data), created_at: at, updated_at: at, version: 1 })
          .execute();
        return;
      }
      const r = await trx
        .updateTable(this.def.table)
        .set({ data: JSON.stringify(data), updated_at: at, version: version + 1 })
        .where('id', '=', row.id)
        .where('version', '=', version)
        .executeTakeFirst();
      if (Number(r.numUpdatedRows) === 0) throw conflict();
    });
    return this.shape(await this.current(params));
  }
}

export function documentSchemas(def: DocumentDef) {
  const body =
    def.writeMode === 'patch'
      ? z.strictObject({ ...def.schema.partial().shape, version: versionSchema })
      : def.wrap
        ? z.strictObject({ [def.wrap]: def.schema, version: versionSchema })
        : z.strictObject({ ...def.schema.shape, version: versionSchema });
  const meta = { version: z.number().int(), updated_at: z.string().nullable() };
  const response = def.response ?? (def.wrap ? z.object({ [def.wrap]: def.schema, ...meta }) : z.object({ ...def.schema.shape, ...meta }));
  return { body, response };
}

/** The read / write implementations of a document. */
export function registerDocument(reg: Registry, def: DocumentDef): void {
  const { body, response } = documentSchemas(def);
  const repo = (deps: Deps) => new DocumentRepo(def, deps.db);
  reg.add(def.name, 'read', (e, deps) => ({
    params: paramsSchema(e.path, def.scope),
    response,
    summary: `读取${def.label}（首次保存前为默认值，version 为 0）`,
    handle: (c) => repo(deps).read(c.params),
  }));
  reg.add(def.name, 'write', (e, deps) => ({
    params: paramsSchema(e.path, def.scope),
    body,
    response,
    summary: `${def.writeMode === 'patch' ? '部分' : ''}保存${def.label}（带读取时的 version）`,
    handle: (c) => repo(deps).write(c.params, c.body, c.now),
  }));
}
