import type { FieldError } from '@admin/shared/contract';
import type { CollectionModule } from '@admin/shared/contract/resources';
import { randomUUID } from 'node:crypto';
import type { Db } from '../db/database';
import { conflict, invalid, notFound } from '../http/api-error';
import { fieldErrors } from '../http/zod-errors';
import { frozenItems } from '../http/json-text';
import type { Deps } from '../types';
import { codecsOf, decodeRecord, encodeRecord } from './codec';
import { applyFilters, countKeyOf, pageOf, parseOrdering, usesCustomFilter, type CustomFilter, type Qb } from './query';
import { checkRefs, refsOf, type RefSpec } from './refs';
import { checkUnique, uniqueRaceLost } from './unique';
import { checkParents, whereScope, scopeValues, type ScopeParam } from './scope';

type Rec = Record<string, unknown>;

/**
 * How the server stores a collection of the contract: the resource module says what it is (name,
 * paths, schemas, filters, orderings); this says where its rows live (table, scope columns, fixed
 * columns), which references must exist, and how custom filters and derived fields are computed.
 * `registerCollection` turns it into the implementations of the module's endpoints.
 */
export interface CollectionDef {
  resource: CollectionModule;
  table: string;
  /** Columns and parents of the module's path parameters. */
  scope?: ScopeParam[];
  /** Columns every row of this resource has (e.g. the ad kind). */
  fixed?: Rec;
  /** Implementations of the module's `custom` filters, and of any other it answers its own way (through an index). */
  customFilters?: Record<string, CustomFilter>;
  /** Adds derived fields to read records (counts, joined names, states that depend on the clock). */
  decorate?: (db: Db, items: Rec[], now: Date) => Promise<Rec[]>;
  /**
   * The family's own rules on changing or deleting a stored record (e.g. a sent push is history),
   * applied by the bulk calls to every row; the family's single-record routes apply them too.
   */
  rowRule?: (op: 'change' | 'delete', current: Rec, next: Rec | null, now: Date) => FieldError[];
  /**
   * The family's rules between a record and the other records of its rows (e.g. "one default per
   * platform"), checked with the cross-field rules on every create, change and bulk change;
   * `self` is the record's key when it exists.
   */
  recordRule?: (at: RecordRows, rec: Rec, self: unknown) => Promise<FieldError[]>;
  /** The records' business line is their parent's (a floor's items): the path parameter naming it, and where it is stored. */
  parentLine?: ParentLine;
}

/** Where the parent that carries a collection's business line is: its key is the path parameter `param`. */
export interface ParentLine {
  param: string;
  table: string;
  key: string;
}

/** The rows a record rule compares a record with: the resource's (scope and fixed columns applied) in `table`. */
export interface RecordRows {
  /** The request's dependencies (uploads, clock), `db` being the request's transaction. */
  deps: Deps;
  db: Db;
  rows: Qb;
  table: string;
  key: string;
}

export class CollectionRepo {
  readonly codecs: Record<string, ReturnType<typeof codecsOf>[string]>;
  readonly key: 'id' | 'uuid';
  readonly fields: string[];
  /** The module's references (declared in the contract). */
  readonly refs: RefSpec[];

  constructor(
    readonly def: CollectionDef,
    readonly deps: Deps,
  ) {
    this.codecs = codecsOf(def.resource.schemas.create.shape);
    this.key = def.resource.schemas.idKey;
    this.fields = Object.keys(def.resource.schemas.create.shape);
    this.refs = refsOf(def.resource.references);
  }

  private get db() {
    return this.deps.db;
  }

  /** The same repository over another connection (a transaction's). */
  withDb(db: Db): CollectionRepo {
    return new CollectionRepo(this.def, { ...this.deps, db });
  }

  /** Only the stored fields of a body: what a read returns besides them (kind, counts, times, id) is ignored. */
  ownFields(body: Rec): Rec {
    const out: Rec = {};
    for (const f of this.fields) if (f in body) out[f] = body[f];
    return out;
  }

  base(params: Rec): Qb {
    let q = whereScope(this.db.selectFrom(this.def.table), this.def.scope ?? [], params);
    for (const [c, v] of Object.entries(this.def.fixed ?? {})) q = q.where(c, '=', v);
    return q;
  }

  async decorate(rows: Rec[]): Promise<Rec[]> {
    const items = rows.map((r) => decodeRecord(this.codecs, r));
    return this.def.decorate ? this.def.decorate(this.db, items, this.deps.now()) : items;
  }

  async list(params: Rec, query: Rec, now: Date) {
    await checkParents(this.deps, this.def.scope ?? [], params);
    const { filters } = this.def.resource;
    const q = () => applyFilters(this.base(params), filters, this.def.customFilters ?? {}, query, now, this.db);
    const page = Number(query.page);
    const limit = Number(query.limit);
    const order = parseOrdering(query.ordering as string | undefined, this.def.resource.defaultOrder, this.key);
    // Named by resource too: two resources on one table may read a query field differently.
    const key = countKeyOf(`${this.def.table}#${this.def.resource.name}`, this.def.fixed ?? {}, params, query);
    const keepRows = !usesCustomFilter(filters, query);
    const at = { page, limit, db: this.db, table: this.def.table, key: this.key, keepRows };
    // Kept pages are shared by requests: decoded once when nothing decorates them afterwards
    // (a decorator gets records of its own).
    if (this.def.decorate) {
      const { rows, total } = await pageOf(this.deps.counts, q, order, at, key);
      return { items: await this.decorate(rows), total, page, limit };
    }
    const decode = (rows: Rec[]) => rows.map((r) => decodeRecord(this.codecs, r));
    const { rows: items, total } = await pageOf(this.deps.counts, q, order, at, key, keepRows ? (rows) => frozenItems(decode(rows)) : decode);
    return { items, total, page, limit };
  }

  async findRow(params: Rec, id: unknown): Promise<Rec | undefined> {
    return (await this.base(params).selectAll().where(this.key, '=', id).executeTakeFirst()) as Rec | undefined;
  }

  async get(params: Rec, id: unknown): Promise<Rec> {
    await checkParents(this.deps, this.def.scope ?? [], params);
    const row = await this.findRow(params, id);
    if (!row) throw notFound(this.def.resource.label);
    return (await this.decorate([row]))[0];
  }

  /** Cross-field rules, references and unique fields of the record as it would be stored (`self`: its key when it exists). */
  async validateRecord(rec: Rec, params: Rec = {}, self?: unknown): Promise<void> {
    const errors = [
      ...this.def.resource.schemas.check(rec),
      ...(await checkRefs(this.deps, this.refs, rec)),
      ...(await checkUnique({ db: this.db, table: this.def.table, rows: this.base(params), key: this.key }, this.def.resource, rec, self)),
      ...((await this.def.recordRule?.({ deps: this.deps, db: this.db, rows: this.base(params), table: this.def.table, key: this.key }, rec, self)) ?? []),
    ];
    if (errors.length) throw invalid(errors);
  }

  async create(params: Rec, body: Rec, now: Date): Promise<Rec> {
    await checkParents(this.deps, this.def.scope ?? [], params);
    body = this.ownFields(body);
    await this.validateRecord(body, params);
    const at = now.toISOString();
    const values: Rec = {
      ...encodeRecord(this.codecs, body),
      ...scopeValues(this.def.scope ?? [], params),
      ...(this.def.fixed ?? {}),
      created_at: at,
      updated_at: at,
      version: 1,
    };
    if (this.key === 'uuid') values.uuid = randomUUID();
    const row = await this.db
      .insertInto(this.def.table)
      .values(values)
      .returning(this.key)
      .executeTakeFirstOrThrow()
      .catch(uniqueRaceLost(this.db, this.def.resource, body));
    this.deps.counts.invalidate();
    return this.get(params, row[this.key]);
  }

  /**
   * Writes `fields` if the record still has `version`: 40400 when it is gone, 40900 when it changed.
   * Returns the record as read back, or nothing with `reread: false` (bulk calls read all at once).
   */
  async write(params: Rec, id: unknown, fields: Rec, version: number, now: Date, reread = true): Promise<Rec> {
    let q = this.db
      .updateTable(this.def.table)
      .set({ ...encodeRecord(this.codecs, fields), updated_at: now.toISOString(), version: version + 1 })
      .where(this.key, '=', id)
      .where('version', '=', version);
    for (const [c, v] of this.scopeWhere(params)) q = q.where(c, '=', v);
    const r = await q.executeTakeFirst().catch(uniqueRaceLost(this.db, this.def.resource, fields));
    if (Number(r.numUpdatedRows) === 0) {
      if (!(await this.findRow(params, id))) throw notFound(this.def.resource.label);
      throw conflict();
    }
    this.deps.counts.invalidate();
    return reread ? this.get(params, id) : fields;
  }

  private scopeWhere(params: Rec): [string, unknown][] {
    return [...Object.entries(scopeValues(this.def.scope ?? [], params)), ...Object.entries(this.def.fixed ?? {})];
  }

  async update(params: Rec, id: unknown, body: Rec, now: Date): Promise<Rec> {
    await checkParents(this.deps, this.def.scope ?? [], params);
    const { version } = body;
    const fields = this.ownFields(body);
    await this.validateRecord(fields, params, id);
    return this.write(params, id, fields, version as number, now);
  }

  async patch(params: Rec, id: unknown, body: Rec, now: Date): Promise<Rec> {
    await checkParents(this.deps, this.def.scope ?? [], params);
    const row = await this.findRow(params, id);
    if (!row) throw notFound(this.def.resource.label);
    const { version, ...changes } = body;
    const current = decodeRecord(this.codecs, row);
    const merged: Rec = {};
    for (const f of this.fields) merged[f] = f in changes ? changes[f] : current[f];
    // The merged record must pass what a PUT would: a PATCH cannot store what a PUT rejects.
    const full = this.def.resource.schemas.create.safeParse(merged);
    if (!full.success) throw invalid(fieldErrors(full.error, merged));
    await this.validateRecord(full.data, params, id);
    const changed: Rec = {};
    for (const f of Object.keys(changes)) changed[f] = (full.data as Rec)[f];
    return this.write(params, id, changed, version as number, now);
  }

  async remove(params: Rec, id: unknown, version: number | undefined): Promise<void> {
    await checkParents(this.deps, this.def.scope ?? [], params);
    let q = this.db.deleteFrom(this.def.table).where(this.key, '=', id);
    for (const [c, v] of this.scopeWhere(params)) q = q.where(c, '=', v);
    if (version !== undefined) q = q.where('version', '=', version);
    const r = await q.executeTakeFirst();
    if (Number(r.numDeletedRows) === 0) {
      if (!(await this.findRow(params, id))) throw notFound(this.def.resource.label);
      throw conflict();
    }
    this.deps.counts.invalidate();
  }

  /** Deletes a row known to exist if it still has `version` (40900 when it changed meanwhile). */
  async removeRow(params: Rec, id: unknown, version: number): Promise<void> {
    let q = this.db.deleteFrom(this.def.table).where(this.key, '=', id).where('version', '=', version);
    for (const [c, v] of this.scopeWhere(params)) q = q.where(c, '=', v);
    if (Number((await q.executeTakeFirst()).numDeletedRows) === 0) throw conflict();
    this.deps.counts.invalidate();
  }
}

/** The repository of a collection for code outside the generic routes (special operations, seeds). */
export const repoOf = (def: CollectionDef, deps: Deps) => new CollectionRepo(def, deps);
