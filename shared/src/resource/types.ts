import type { ReactNode } from 'react';
import type { z } from 'zod';
import type { ApiError } from '@admin/shared/api';
import type { Endpoint, FieldError } from '@admin/shared/contract';
import type { CollectionModule, RecordCheck } from '@admin/shared/contract/resources';
import type { ReferenceSource, StructuredType, TreeSource } from './fields/types';

/** A record as the API returns it: the id key, the fields, created_at, updated_at, version. */
export type Rec = Record<string, unknown>;

/** The operations of a resource; each maps to one endpoint of the permission table. */
/** `toggle`: a call of its own that writes only `is_enable` (e.g. PUT nav/bc/product_classify/is_enable/{id}/). */
export type Op = 'list' | 'get' | 'create' | 'update' | 'patch' | 'delete' | 'toggle' | BatchOp;
/** The batch calls of a module that opts in (BATCH_PATHS): one request, one transaction. */
export type BatchOp = 'bulkPatch' | 'bulkDelete' | 'reorder' | 'export';
export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** One endpoint, its path under /admin_api/v1 with `:id` for the record id (as the spec writes it). */
export interface RouteSpec {
  method: Method;
  path: string;
}
export type ResourceRoutes = Partial<Record<Op, RouteSpec>>;

export interface Option {
  value: string | number | boolean;
  label: string;
}
/** Options of a select: a fixed list, or a loader (reference data such as user groups). */
export type OptionSource = readonly Option[] | (() => Promise<readonly Option[]>);

/**
 * How a field is edited and shown:
 * text/textarea trim on blur; number; switch (boolean); select (one of options); checkboxes (a list
 * of options, e.g. platforms); radio (one of few options, e.g. business line); image (upload with
 * preview, stored as a URL); dateTime (one ISO time); dateRange (two ISO times, `name` and `end`);
 * idList (a list of integer ids typed as text, separated by commas, spaces or new lines); tags (a
 * list of short texts, each typed and confirmed with Enter, e.g. synonyms).
 */
export type FieldType =
  'text' | 'textarea' | 'number' | 'switch' | 'select' | 'checkboxes' | 'radio' | 'image' | 'dateTime' | 'dateRange' | 'idList' | 'tags' | StructuredType;

export interface ListConfig {
  width?: number;
  render?: (value: unknown, record: Rec) => ReactNode;
  /** Not shown until the user turns it on in the column settings (keeps the default columns within 1440 px). */
  defaultHidden?: boolean;
  /** dateRange fields: a derived 未开始 / 投放中 / 已结束 column beside it (default true). */
  liveStatus?: boolean;
}

export interface SearchConfig {
  /** The query parameter (default: the field name). */
  param?: string;
  /** How the filter is picked (default from the field type: text, select or yes/no). */
  type?: 'text' | 'select' | 'boolean';
  options?: OptionSource;
}

export interface FormConfig {
  /** Shown only when this holds for the current form values; when hidden the field gets its default. */
  showIf?: (values: Rec) => boolean;
  help?: string;
  placeholder?: string;
  /** Read-only when editing an existing record. */
  readOnlyOnEdit?: boolean;
  /** The choices the form offers when they are fewer than the values a record can show (e.g. statuses). */
  options?: OptionSource;
  /**
   * The choices as they depend on the values typed (a question's key: the letters of its options,
   * or 对 / 错 for a true/false one). In a sub-list item, `values` is the item and `parent` the form's.
   */
  optionsOf?: (values: Rec, parent?: Rec) => readonly Option[];
}

export interface FieldDef {
  /** The API field; for a dateRange the start field. */
  name: string;
  /** dateRange: the API field of the end. */
  end?: string;
  /** Text or an i18n key. */
  label: string;
  type: FieldType;
  /**
   * Asterisk beside the label; by default derived from the contract schema (no default, not
   * optional). A function of the form's values for a field needed only in some cases (a channel's
   * contact detail while the channel is offered); the contract's check enforces it.
   */
  required?: boolean | ((values: Rec) => boolean);
  options?: OptionSource;
  /** Value sent when the control is empty (e.g. null for "everyone"); by default the field is left out. */
  emptyValue?: unknown;
  list?: boolean | ListConfig;
  /** A field of the record the list shows in this one's place (a user's nickname beside the id); exports write it too. */
  shownAs?: string;
  search?: boolean | SearchConfig;
  form?: boolean | FormConfig;
  /** switch fields: can be flipped from the list (enable, mark expired). */
  toggle?: boolean;
  /** switch fields: when true the row is visibly marked with this tag (e.g. 已过期). */
  mark?: { label: string; color?: string };
  /** toggle fields: the bulk bar's buttons for on / off (default: the label, and 取消 + the label). */
  bulk?: { on: string; off: string };
  /** list: the fields of each item, edited with the same controls. */
  item?: { fields: readonly FieldDef[] };
  /** tree: the tree the value is picked from. */
  tree?: TreeSource;
  /** reference (and linkTarget when the link is a course): where names are searched and looked up. */
  reference?: ReferenceSource;
  /** tree / reference: several values (a list of ids). */
  multiple?: boolean;
  /** linkTarget: the field holding the link type (default `link_type`). */
  linkTypeField?: string;
  /** richText: a formula button (LaTeX typed in a dialog with KaTeX's drawing, stored as `$…$`). */
  formulas?: boolean;
  /** image: the picture's size in pixels, checked in the browser before it is uploaded (the server may check again). */
  imageRule?: ImageRule;
}

/** What an image field takes: square, and each side within `min`…`max` pixels. */
export interface ImageRule {
  square?: boolean;
  min?: number;
  max?: number;
}

/** Asks the user to go on with a save (the page's modal): true when they do. */
export type SaveConfirm = (dialog: { title: string; content: ReactNode; okText: string }) => Promise<boolean>;

/** A filter of the search form that is not a field of the record (e.g. schedule status). */
export interface FilterDef {
  param: string;
  label: string;
  /** `dateRange`: days picked as a range, sent as the start of the first and the end of the last where the person is. */
  type: 'text' | 'select' | 'boolean' | 'reference' | 'dateRange';
  /** dateRange: the query parameter of the end (`param` is the start's), e.g. the contract's filter.to. */
  end?: string;
  options?: OptionSource;
  /** `reference`: records picked by searching the server (a course product, say), never a typed id. */
  reference?: ReferenceSource;
}

export interface ResourceSchemas {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  create: z.ZodObject<any>;
  update?: z.ZodType;
  patch?: z.ZodType;
  /** Cross-field rules of the contract, applied to the record as it would be stored. */
  check?: RecordCheck;
}

/**
 * A resource declared as data: what the list, search form, create/edit form, delete and toggles
 * of its screen are built from. Paths and permissions come from the contract.
 */
export interface ResourceDef {
  /** Unique name, e.g. `ads.launch`. */
  name: string;
  /** Text or an i18n key. */
  title: string;
  /**
   * What one record is called (用户 / user, where the title is 用户管理): drawer and history titles
   * say it. `resourceDef` takes it from the contract's module (`label`, `labelEn`).
   */
  noun?: { zh: string; en: string };
  routes: ResourceRoutes;
  idKey?: 'id' | 'uuid';
  schemas: ResourceSchemas;
  fields: readonly FieldDef[];
  filters?: readonly FilterDef[];
  /** The field that names a record (delete confirmation); default `title`. */
  titleField?: string;
  /** Values a new record starts with beyond the schema defaults. */
  createDefaults?: Rec;
  /** Query sent with every list call (fixed filters of this screen). */
  fixedQuery?: Rec;
  /** The path parameters filled into its routes (`scoped`), e.g. `{ course, year }`. */
  scope?: Readonly<Record<string, string | number>>;
  /** Fields the API can order the list by (its `ordering`); their columns get a sorter. */
  orderable?: readonly string[];
  /** Initial `ordering`. */
  defaultOrdering?: string;
  /** Rows that may not be edited or toggled whatever the permission (e.g. a push already sent). */
  rowEditable?: (record: Rec) => boolean;
  /** Rows that may not be deleted whatever the permission. */
  rowDeletable?: (record: Rec) => boolean;
  /**
   * A screen that only shows the records (another screen of the same resource changes them, e.g.
   * the mini-program list of business courses): no create, edit, delete or toggle, whatever the
   * permission.
   */
  readOnly?: boolean;
  /**
   * The endpoint rows of the resource's module: which buttons to show is decided from these, so a
   * screen shipped with a newer module than the page's registry knows still shows them.
   */
  endpoints?: readonly Endpoint[];
  /**
   * Shown under the form's fields, given the values as typed and the record edited (absent for a
   * new one): what the screen knows about the draft (e.g. questions like it already stored).
   */
  formExtra?: (values: Rec, record: Rec | undefined) => ReactNode;
  /**
   * Asked before a save is sent, with the body and the record edited: false keeps the form open
   * and sends nothing (e.g. the user declined a confirmation of what the change touches).
   */
  beforeSave?: (body: Rec, record: Rec | undefined, ask: SaveConfirm) => Promise<boolean>;
  /** The contract's module it was made from (resourceDef), e.g. for its sample. */
  contract?: CollectionModule;
}

/** How a write reports its failures: `quiet` ones are shown by the caller (see ApiRequestConfig). */
export interface WriteOptions {
  quiet?: (error: ApiError) => boolean;
}

/** The raw calls of one resource; every method rejects with ApiError. */
export interface DataProvider {
  /** `silent`: a read ahead of the screen (list/preload.ts), whose failure the screen reports when it asks again. */
  list(query: Rec, opts?: { silent?: boolean }): Promise<{ items: Rec[]; total: number; page: number; limit: number }>;
  get(id: string | number): Promise<Rec>;
  create(body: Rec, opts?: WriteOptions): Promise<Rec>;
  update(id: string | number, body: Rec, opts?: WriteOptions): Promise<Rec>;
  patch(id: string | number, body: Rec, opts?: WriteOptions): Promise<Rec>;
  remove(id: string | number, version?: number): Promise<void>;
  /*
   * The batch calls (batch API): optional, so a provider of a module without them still fits; the
   * list shows their buttons only when both the provider has them and the user may call them.
   */
  /** The module's own enable call, when it has one. */
  toggle?(id: string | number, body: Rec): Promise<Rec>;
  bulkPatch?(items: readonly RowRef[], changes: Rec): Promise<{ items: Rec[] }>;
  bulkDelete?(items: readonly RowRef[]): Promise<{ count: number }>;
  reorder?(items: readonly RowRef[]): Promise<{ items: Rec[] }>;
  /** Streams the export file; rejects with ApiError (also `kind: 'canceled'` after the signal aborts). */
  export?(body: ExportBody, onProgress?: (p: ExportProgress) => void, signal?: AbortSignal): Promise<ExportFile>;
}

/** A row named in a batch call: its key and the version it was read at. */
export interface RowRef {
  id: string | number;
  version: number;
}

export interface ExportColumn {
  field: string;
  label: string;
  options?: { value: Option['value']; label: string }[];
  /** An amount in cents, written in yuan. */
  money?: boolean;
  /** The field of the record written in this one's place (see FieldDef.shownAs). */
  shows?: string;
}

/** The body of an export call (batch API). */
export interface ExportBody {
  format: 'csv' | 'xlsx';
  query: Rec;
  columns: ExportColumn[];
  lang: 'zh' | 'en';
  tz: string;
}

export interface ExportProgress {
  bytes: number;
  /** Rows in the file (X-Total-Count), when the server said. */
  total: number | null;
}

export interface ExportFile {
  blob: Blob;
  filename: string;
  total: number | null;
}

/** Errors placed beside the form's fields, and those that belong to no visible field. */
export interface PlacedErrors {
  byField: Record<string, string[]>;
  rest: FieldError[];
}
