import type { Deps } from '../types';
import type { Codec } from './codec';
import type { CollectionRepo } from './collection-repo';
import type { YearUse } from './kaoyan-years';

/**
 * Where a resource's records are stored, as the collection and document machinery registers it:
 * what the audit reads before and after a write, and what tests and tools look at.
 */
export interface Storage {
  table: string;
  /** The key column of a collection's records; absent for a document (one row per scope). */
  key?: 'id' | 'uuid';
  /** The path parameter of the record id. */
  idParam?: string;
  /** Path parameters: the column each one fills, and the parent it names. */
  scope: readonly {
    param: string;
    column?: string;
    exists?: { table: string; key: string; match?: Record<string, string>; where?: Record<string, unknown> };
  }[];
  /** Constant columns of the resource's rows. */
  fixed: Record<string, unknown>;
  /** How the stored fields are encoded (a collection's), so the audit diffs values as the API shows them. */
  codecs?: Record<string, Codec>;
  /** The collection's repository: restoring a version or a deleted record writes through it. */
  repo?: (deps: Deps) => CollectionRepo;
  /** Where its rows keep kaoyan years (a year stays open while a record uses it). */
  years?: readonly YearUse[];
}
