import type { DocumentModule } from '@admin/shared/contract/resources';
import type { Db } from '../db/database';
import { conflict, invalid } from '../http/api-error';
import type { Registry } from '../http/registry';
import { fieldErrors } from '../http/zod-errors';
import type { Deps } from '../types';
import { checkRefs, refsOf, yearUsesOfRefs } from './refs';
import { checkParents, paramsSchema, scopeValues, scopeYearUses, whereScope, type ScopeParam } from './scope';
import { inTransaction } from '../db/request-transaction';

type Rec = Record<string, unknown>;

/**
 * A document resource: one record per scope (per course and year, per floor, per activity, or
 * one for the whole console), read with GET and written whole with PUT (or in part with PATCH).
 * Reads before the first save return the defaults with version 0; a save must carry the version
 * it read (0 the first time), so two staff never silently overwrite each other.
 */
export interface DocumentDef {
  resource: DocumentModule;
  table: string;
  /** Columns and parents of the module's path parameters. */
  scope: ScopeParam[];
  /** Scope columns with constant values (e.g. the single console-wide config). */
  fixedScope?: Rec;
}

export class DocumentRepo {
  constructor(
    readonly def: DocumentDef,
    readonly deps: Deps,
  ) {}

  private get db(): Db {
    return this.deps.db;
  }

  private async row(params: Rec) {
    let q = whereScope(this.db.selectFrom(this.def.table), this.def.scope, params).selectAll();
    for (const [c, v] of Object.entries(this.def.fixedScope ?? {})) q = q.where(c, '=', v);
    return (await q.executeTakeFirst()) as Rec | undefined;
  }

  /** The document (defaults with version 0 before the first save), without the wrapping. */
  async current(params: Rec): Promise<{ data: Rec; version: number; updated_at: string | null }> {
    const row = await this.row(params);
    const defaults = this.def.resource.defaults as Rec;
    if (!row) return { data: { ...defaults }, version: 0, updated_at: null };
    return { data: { ...defaults, ...JSON.parse(String(row.data)) }, version: Number(row.version), updated_at: String(row.updated_at) };
  }

  shape(doc: { data: Rec; version: number; updated_at: string | null }) {
    return this.def.resource.wrap
      ? { [this.def.resource.wrap]: doc.data, version: doc.version, updated_at: doc.updated_at }
      : { ...doc.data, version: doc.version, updated_at: doc.updated_at };
  }

  async read(params: Rec) {
    await checkParents(this.deps, this.def.scope, params);
    return this.shape(await this.current(params));
  }

  async write(params: Rec, body: Rec, now: Date) {
    await checkParents(this.deps, this.def.scope, params);
    const version = body.version as number;
    const input = (this.def.resource.wrap ? body[this.def.resource.wrap] : Object.fromEntries(Object.entries(body).filter(([k]) => k !== 'version'))) as Rec;
    let data: Rec;
    if (this.def.resource.writeMode === 'patch') {
      const merged = { ...(await this.current(params)).data, ...input };
      const r = this.def.resource.schema.safeParse(merged);
      if (!r.success) throw invalid(fieldErrors(r.error, merged));
      data = r.data as Rec;
    } else {
      data = input;
    }
    const errors = [...(this.def.resource.check?.(data) ?? []), ...(await checkRefs(this.deps, refsOf(this.def.resource.references), data))];
    if (errors.length) throw invalid(errors.map((e) => (this.def.resource.wrap ? { ...e, field: `${this.def.resource.wrap}.${e.field}` } : e)));

    const at = now.toISOString();
    const scope = { ...scopeValues(this.def.scope, params), ...(this.def.fixedScope ?? {}) };
    await inTransaction(this.db, async (trx) => {
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

/** The read / write implementations of a document. */
export function registerDocument(reg: Registry, def: DocumentDef): void {
  const m = def.resource;
  const repo = (deps: Deps) => new DocumentRepo(def, deps);
  reg.store(m.name, {
    table: def.table,
    scope: def.scope,
    fixed: def.fixedScope ?? {},
    years: [...yearUsesOfRefs(def.table, refsOf(m.references), true), ...scopeYearUses(def.table, def.scope)],
  });
  const ops = new Set(m.endpoints.map((e) => e.op));
  if (ops.has('read')) {
    reg.add(m.name, 'read', (e, deps) => ({
      params: paramsSchema(e.path, m.params),
      response: m.result,
      summary: `读取${m.label}（首次保存前为默认值，version 为 0）`,
      handle: (c) => repo(deps).read(c.params),
    }));
  }
  reg.add(m.name, 'write', (e, deps) => ({
    params: paramsSchema(e.path, m.params),
    body: m.body,
    response: m.result,
    summary: `${m.writeMode === 'patch' ? '部分' : ''}保存${m.label}（带读取时的 version）`,
    handle: (c) => repo(deps).write(c.params, c.body, c.now),
  }));
}
