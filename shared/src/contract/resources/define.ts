import { z } from 'zod';
import {
  ACTION_OF_OP,
  permissionsFor,
  registerEndpoints,
  type Endpoint,
  type HttpMethod,
  type PermissionAction,
  type PermissionSet,
} from '@admin/shared/contract';
import { version as versionSchema, type RecordCheck } from './fields';
import { listQuery } from './list-query';
import type { References } from './references';
import { rangeOrder, timeBound } from './time-range';

/*
 * One resource module per name (DESIGN 4): a resource is declared once, here in the contract, with
 * its name, paths, permissions, schemas, filters, orderings and sample data. The endpoint table,
 * the server's registration, the client's resource definition and the generated tests all derive
 * from the module; nothing else types the name or a path again. Presentation (labels, placement,
 * widgets) belongs to the remote that shows the resource.
 */

type Rec = Record<string, unknown>;

/**
 * One call of a resource: `[op, method, suffix]` appended to the module's base path; an op that
 * ACTION_OF_OP does not know names its permission action as a fourth element.
 */
export type PathEntry = readonly [op: string, method: HttpMethod, suffix: string, action?: PermissionAction];

/** The names of a path's `:name` parameters, e.g. `'course' | 'year' | 'id'`. */
export type PathParamNames<S extends string> = S extends `${string}:${infer P}/${infer R}`
  ? P | PathParamNames<`/${R}`>
  : S extends `${string}:${infer P}`
    ? P
    : never;
/** The values of a path's parameters (each one required). */
export type PathParams<S extends string> = { [K in PathParamNames<S>]: string | number };

/** The ops of a list of path entries. */
export type OpOf<P extends readonly PathEntry[]> = P[number][0];
/** The full path (base + suffix) of op `O`. */
export type OpPath<B extends string, P extends readonly PathEntry[], O extends string> = `${B}${Extract<P[number], readonly [O, ...unknown[]]>[2]}`;

/** Who may call a resource: any of these permission sets, or separate sets for reading and writing. */
export type Access = readonly PermissionSet[] | { read: readonly PermissionSet[]; write: readonly PermissionSet[] };

/**
 * A list filter: the query parameter's schema and how the server compares it. `custom` filters
 * (e.g. "active now") are implemented by the server under the same name.
 */
export interface FilterDecl {
  op: 'eq' | 'like' | 'hasInt' | 'from' | 'to' | 'custom';
  schema: z.ZodType;
  /** The column compared (default: the parameter's name). */
  column?: string;
}
export const filter = {
  /** Equal to the value. */
  eq: (schema: z.ZodType, column?: string): FilterDecl => ({ op: 'eq', schema, column }),
  /** Contains the text (case as stored; `%` and `_` typed by a person are literal). */
  like: (schema: z.ZodType, column?: string): FilterDecl => ({ op: 'like', schema, column }),
  /** A list column (stored `,1,2,`) holds the integer. */
  hasInt: (schema: z.ZodType, column: string): FilterDecl => ({ op: 'hasInt', schema, column }),
  /** At or after a time: a day (from its start, UTC) or an ISO time with offset (time-range.ts). */
  from: (column: string): FilterDecl => ({ op: 'from', schema: timeBound, column }),
  /** At or before a time: a day (to its end, UTC) or an ISO time; never before the `from` of the same column. */
  to: (column: string): FilterDecl => ({ op: 'to', schema: timeBound, column }),
  custom: (schema: z.ZodType): FilterDecl => ({ op: 'custom', schema }),
};

/** The `from` / `to` pairs of a module's filters (same column): what rangeOrder checks. */
export function rangesOf(filters: Readonly<Record<string, FilterDecl>>): { from: string; to: string }[] {
  const entries = Object.entries(filters);
  return entries.flatMap(([from, f]) => {
    if (f.op !== 'from') return [];
    const to = entries.find(([, g]) => g.op === 'to' && g.column === f.column)?.[0];
    return to ? [{ from, to }] : [];
  });
}

/** The schemas of a collection, as `crudSchemas` returns them. */
export interface CrudSchemas {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  create: z.ZodObject<any>;
  update: z.ZodType;
  patch: z.ZodType;
  item: z.ZodType;
  idKey: 'id' | 'uuid';
  check: RecordCheck;
}

/**
 * A unique field, or a field unique per other columns (e.g. `{ field: 'name', scope: ['business_line'] }`);
 * `message` says it as staff would (an id is not what they read), instead of "<label>「value」已存在".
 */
export type UniqueDecl = string | { field: string; scope?: readonly string[]; label?: string; message?: string };

interface Common<N extends string, B extends string = string, P extends readonly PathEntry[] = readonly PathEntry[]> {
  /** The one name of the resource, e.g. `course.tag`; also the `resource` of its endpoint rows. */
  name: N;
  /**
   * The Chinese noun of one record (课程标签): the server's messages ("课程标签不存在") and the
   * console's titles (编辑课程标签, 修改历史 · 课程标签「考研」).
   */
  label: string;
  /** The same noun in English, as written inside a sentence ("course tag"; a name keeps its capitals: "App push"). */
  labelEn: string;
  /** The path under /admin_api/v1 the suffixes are appended to, parameters as `:name`. */
  base: B;
  paths: P;
  access: Access;
  /** Parsers of the path parameters other than the record id (e.g. `course`, `year`). */
  params?: Readonly<Record<string, z.ZodType>>;
}

export interface CollectionSpec<
  N extends string,
  S extends CrudSchemas,
  B extends string = string,
  P extends readonly PathEntry[] = readonly PathEntry[],
> extends Common<N, B, P> {
  /** The path parameter of the record id (default `id`). */
  idParam?: string;
  schemas: S;
  /** Replaces the patch schema (e.g. the expiry-only PATCH of some ad kinds). */
  patch?: z.ZodType;
  filters: Readonly<Record<string, FilterDecl>>;
  /** Fields the list can be ordered by (`ordering`, `-` for descending). */
  ordering: readonly string[];
  /** Order of a list without `ordering`, same syntax. */
  defaultOrder: string;
  /** A valid create body (tests create with it; a patch sends its first field). */
  sample: Rec;
  /** Fields that name other records, which must exist (e.g. `subject_id: 'subject'`; references.ts). */
  references?: References;
  /**
   * Fields whose value no two records may share (per the columns of `scope` when given, and
   * always per path scope and fixed columns), e.g. `['name']`: the server answers a duplicate with
   * a 40000 on that field, and a unique index backs it where the data allows.
   */
  unique?: readonly UniqueDecl[];
  /** Calls that may take longer than the client's default 5 000 ms (spec 9), by op. */
  timeouts?: Readonly<Record<string, number>>;
}

export interface DocumentSpec<
  N extends string,
  S extends z.ZodObject<z.ZodRawShape>,
  B extends string = string,
  P extends readonly PathEntry[] = readonly PathEntry[],
> extends Common<N, B, P> {
  /** The fields of the document. */
  schema: S;
  /** What a read returns before the first save (with version 0). */
  defaults: z.infer<S>;
  check?: RecordCheck;
  /** Body and reply nest the fields under this key (`{ config, version }`). */
  wrap?: string;
  /** The write op saves the whole document (PUT) or any subset (PATCH). */
  writeMode: 'put' | 'patch';
  /** A valid body (without version). */
  sample: Rec;
  /** Fields that name other records, which must exist (references.ts). */
  references?: References;
}

export interface Routes {
  [op: string]: { method: HttpMethod; path: string } | undefined;
}

/**
 * A module's routes: every op it declares is there (no `!` needed), with its full path as a literal
 * type when the module's paths are literal; any other op reads as possibly missing.
 */
export type TypedRoutes<B extends string, P extends readonly PathEntry[]> =
  string extends OpOf<P> ? Routes : Routes & { readonly [O in OpOf<P>]: { method: HttpMethod; path: OpPath<B, P, O> } };

interface Derived<B extends string, P extends readonly PathEntry[]> {
  endpoints: readonly Endpoint[];
  /** op → method and full path; the first entry of an op wins (the spec's own path before an alias). */
  routes: TypedRoutes<B, P>;
}

export interface CollectionModule<
  N extends string = string,
  S extends CrudSchemas = CrudSchemas,
  B extends string = string,
  P extends readonly PathEntry[] = readonly PathEntry[],
>
  extends CollectionSpec<N, S, B, P>, Derived<B, P> {
  kind: 'collection';
  idKey: S['idKey'];
  idParam: string;
  /** page, limit, ordering and the filters; unknown fields rejected. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  listQuery: z.ZodObject<any>;
  /** The body of a PATCH. */
  patchBody: z.ZodType;
}

export interface DocumentModule<
  N extends string = string,
  S extends z.ZodObject<z.ZodRawShape> = z.ZodObject<z.ZodRawShape>,
  B extends string = string,
  P extends readonly PathEntry[] = readonly PathEntry[],
>
  extends DocumentSpec<N, S, B, P>, Derived<B, P> {
  kind: 'document';
  /** The body of a write. */
  body: z.ZodType;
  /** What read and write return. */
  result: z.ZodType;
}

export type ResourceModule = CollectionModule | DocumentModule;

function actionsOf(entry: PathEntry): readonly PermissionAction[] {
  const [op, , , action] = entry;
  const actions = action ? [action] : ACTION_OF_OP[op];
  if (!actions) throw new Error(`op ${op} needs a permission action`);
  return actions;
}

function permissionsOf(access: Access, actions: readonly PermissionAction[]): string[] {
  if (Array.isArray(access)) return permissionsFor(access as readonly PermissionSet[], actions);
  const a = access as { read: readonly PermissionSet[]; write: readonly PermissionSet[] };
  return [...new Set(actions.flatMap((x) => permissionsFor(x === 'view' ? a.read : a.write, [x])))];
}

function derive<B extends string, P extends readonly PathEntry[]>(spec: Common<string, B, P>): Derived<B, P> {
  const endpoints: Endpoint[] = [];
  const routes: Routes = {};
  const seen = new Set<string>();
  for (const entry of spec.paths) {
    const [op, method, suffix] = entry;
    const path = `${spec.base}${suffix}`;
    const key = `${method} ${path}`;
    if (seen.has(key)) continue;
    seen.add(key);
    endpoints.push({ method, path, resource: spec.name, op, auth: 'permission', permissions: permissionsOf(spec.access, actionsOf(entry)) });
    routes[op] ??= { method, path };
  }
  registerEndpoints(endpoints);
  return { endpoints, routes: routes as TypedRoutes<B, P> };
}

/** A collection: list, get, create, update, patch, delete (and named actions) over many records. */
export function defineCollection<const N extends string, S extends CrudSchemas, const B extends string, const P extends readonly PathEntry[]>(
  spec: CollectionSpec<N, S, B, P>,
): CollectionModule<N, S, B, P> {
  const query = Object.fromEntries(Object.entries(spec.filters).map(([k, f]) => [k, f.schema.optional()]));
  return {
    ...spec,
    ...derive(spec),
    kind: 'collection',
    idKey: spec.schemas.idKey,
    idParam: spec.idParam ?? 'id',
    listQuery: listQuery(query, spec.ordering).superRefine(rangeOrder(rangesOf(spec.filters))),
    patchBody: spec.patch ?? spec.schemas.patch,
  };
}

/** A document: one record per scope, read with GET and saved with its version (0 before the first save). */
export function defineDocument<const N extends string, S extends z.ZodObject<z.ZodRawShape>, const B extends string, const P extends readonly PathEntry[]>(
  spec: DocumentSpec<N, S, B, P>,
): DocumentModule<N, S, B, P> {
  const meta = { version: z.number().int(), updated_at: z.string().nullable() };
  const body =
    spec.writeMode === 'patch'
      ? z.strictObject({ ...spec.schema.partial().shape, version: versionSchema })
      : spec.wrap
        ? z.strictObject({ [spec.wrap]: spec.schema, version: versionSchema })
        : z.strictObject({ ...spec.schema.shape, version: versionSchema });
  const result = spec.wrap ? z.object({ [spec.wrap]: spec.schema, ...meta }) : z.object({ ...spec.schema.shape, ...meta });
  return { ...spec, ...derive(spec), kind: 'document', body, result };
}

/** Endpoint rows that are no resource (reference reads, the upload), registered like a module's. */
export function defineEndpoints(rows: readonly Endpoint[]): readonly Endpoint[] {
  registerEndpoints(rows);
  return rows;
}

/** The calls of a plain collection designed in the API's style (DESIGN 5): `base/` and `base/{id}/`. */
export const CRUD_PATHS = [
  ['list', 'GET', '/'],
  ['create', 'POST', '/'],
  ['get', 'GET', '/:id/'],
  ['update', 'PUT', '/:id/'],
  ['patch', 'PATCH', '/:id/'],
  ['delete', 'DELETE', '/:id/'],
] as const satisfies readonly PathEntry[];

type EntriesOf<E extends readonly PathEntry[], O extends string> = readonly Extract<E[number], readonly [O, ...unknown[]]>[];
const pick = <E extends readonly PathEntry[], O extends E[number][0]>(entries: E, ops: readonly O[]): EntriesOf<E, O> =>
  entries.filter(([op]) => (ops as readonly string[]).includes(op)) as unknown as EntriesOf<E, O>;

/** Some of CRUD_PATHS, e.g. a collection without PATCH. */
export const crudPaths = <O extends (typeof CRUD_PATHS)[number][0]>(...ops: O[]) => pick(CRUD_PATHS, ops);

/**
 * The batch calls of a collection (bulk change, bulk delete, reorder, export), appended to its
 * paths by modules that opt in. Each names its permission action, so ACTION_OF_OP stays as it is.
 */
export const BATCH_PATHS = [
  ['bulkPatch', 'PATCH', '/bulk/', 'change'],
  ['bulkDelete', 'POST', '/bulk-delete/', 'delete'],
  ['reorder', 'PUT', '/order/', 'change'],
  ['export', 'POST', '/export/', 'view'],
] as const satisfies readonly PathEntry[];

/** Some of BATCH_PATHS, e.g. app users, which are never deleted and have no order. */
export const batchPaths = <O extends (typeof BATCH_PATHS)[number][0]>(...ops: O[]) => pick(BATCH_PATHS, ops);
