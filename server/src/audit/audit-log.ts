import type { Endpoint } from '@admin/shared/contract';
import type { AuditChange } from '@admin/shared/contract/resources';
import type { FastifyRequest } from 'fastify';
import { CompiledQuery } from 'kysely';
import type { Db } from '../db/database';
import { isPostgres } from '../db/migrations/helpers';
import type { AuthUser } from '../types';

type Rec = Record<string, unknown>;

/** Where audit rows live (migration 060). */
export const AUDIT_TABLE = 'audit_log';

/** Fields whose values never reach the audit log: a change is recorded by name only. */
export const SECRET_FIELD = /password|secret|token|salt|hash/i;

/**
 * Calls that change something and are audited: every non-GET call except the export (a POST
 * for its body, a read) and per-person UI settings (column widths are no business data), plus
 * the sign-out (a GET in spec 7).
 */
export function isAuditedWrite(e: Endpoint): boolean {
  if (e.resource === 'account' && e.op === 'logout') return true;
  if (e.method === 'GET' || e.op === 'export') return false;
  return e.resource !== 'account.preferences';
}

/** Who made a request and from where. */
export interface Actor {
  account_id: number | null;
  username: string;
  ip: string;
  user_agent: string;
  request_id: string;
}

export const actorOf = (req: FastifyRequest, user: Pick<AuthUser, 'id' | 'username'> | null, username?: string): Actor => ({
  account_id: user?.id ?? null,
  username: (user?.username ?? username ?? '').slice(0, 64),
  ip: req.ip ?? '',
  user_agent: String(req.headers['user-agent'] ?? '').slice(0, 300),
  request_id: String(req.id),
});

/** One audit row to append. */
export interface AuditEntry {
  resource: string;
  record_id: string | null;
  action: string;
  /** 20000 for a change made; else the code of the refusal. */
  outcome?: number;
  message?: string;
  changes?: AuditChange[] | null;
  params?: Rec | null;
  snapshot?: Rec | null;
  record_version?: number | null;
}

const json = (v: unknown) => (v === null || v === undefined ? null : JSON.stringify(v));
/** Rows per insert statement (well under both engines' parameter limits). */
const CHUNK = 200;

/** Appends rows to the audit log on `db` (the request's transaction for a change, the database for a refusal). */
/** The stored row of an entry. */
const rowOf = (actor: Actor, iso: string, e: AuditEntry) => ({
  ...actor,
  created_at: iso,
  updated_at: iso,
  version: 1,
  resource: e.resource,
  record_id: e.record_id,
  action: e.action,
  outcome: e.outcome ?? 20000,
  message: (e.message ?? '').slice(0, 500),
  changes: json(e.changes),
  params: e.params && Object.keys(e.params).length ? json(e.params) : null,
  snapshot: json(e.snapshot),
  record_version: e.record_version ?? null,
});

/** Appends one row and answers its id (a call that offers to undo itself names its entry). */
export async function appendAuditEntry(db: Db, actor: Actor, at: Date, entry: AuditEntry): Promise<number> {
  const r = await db
    .insertInto(AUDIT_TABLE)
    .values(rowOf(actor, at.toISOString(), entry))
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(r.id);
}

export async function appendAudit(db: Db, actor: Actor, at: Date, entries: readonly AuditEntry[]): Promise<void> {
  const iso = at.toISOString();
  const rows = entries.map((e) => rowOf(actor, iso, e));
  if (!rows.length) return;
  // Plain SQL of one statement per CHUNK rows: Kysely's builder and compiler cost more than the
  // insert itself for the thousands of rows a seed's creation entries are.
  const columns = Object.keys(rows[0]);
  const pg = isPostgres(db);
  for (let i = 0; i < rows.length; i += CHUNK) {
    const chunk = rows.slice(i, i + CHUNK);
    const params: unknown[] = [];
    const tuples = chunk.map((r) => {
      const marks = columns.map((c) => {
        params.push((r as Rec)[c]);
        return pg ? `$${params.length}` : '?';
      });
      return `(${marks.join(',')})`;
    });
    await db.executeQuery(CompiledQuery.raw(`insert into "${AUDIT_TABLE}" (${columns.map((c) => `"${c}"`).join(',')}) values ${tuples.join(',')}`, params));
  }
}

/** Per-field changes between two states of a record (only the fields that differ; secrets by name only). */
export function diffFields(before: Rec | null, after: Rec | null): AuditChange[] {
  const fields = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  const out: AuditChange[] = [];
  for (const field of fields) {
    const b = before?.[field] ?? null;
    const a = after?.[field] ?? null;
    if (JSON.stringify(b) === JSON.stringify(a)) continue;
    out.push(SECRET_FIELD.test(field) ? { field, before: null, after: null, secret: true } : { field, before: b, after: a });
  }
  return out;
}
