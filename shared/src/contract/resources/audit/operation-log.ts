import { z } from 'zod';
import { permissionSet } from '@admin/shared/contract';
import { batchPaths, defineCollection, filter } from '../define';
import { crudSchemas } from '../fields';

/**
 * The audit log (DESIGN 6): one row per write, sign-in, sign-out and refused attempt, appended by
 * the server in the write's own transaction. Read-only: the operation-log screen (/setting/operation-log,
 * audit.view_operationlog) lists and exports it; no call changes or deletes a row.
 */

/** One changed field of a record: old → new as the API shows them; a secret is named, never stored. */
export const auditChange = z.object({
  field: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  secret: z.literal(true).optional(),
});
export type AuditChange = z.infer<typeof auditChange>;

/** What the audit log records an entry for: a call's op (create, update, …) or these. */
export const AUDIT_ACTIONS = [
  'create',
  'update',
  'patch',
  'delete',
  'bulkPatch',
  'bulkDelete',
  'reorder',
  'write',
  'restore',
  'undelete',
  'copy',
  'undoCopy',
  'login',
  'logout',
] as const;

/** 20000 for a change made, else the refusal's code. */
export const AUDIT_OUTCOMES = [20000, 40000, 40300, 40400, 40900, 41300, 42900] as const;

export const operationLogSchemas = crudSchemas(
  {
    account_id: z.number().int().nullable(),
    username: z.string(),
    ip: z.string(),
    user_agent: z.string(),
    request_id: z.string(),
    /** The resource module's name (`setting.reference_group`), `account` for sign-in and sign-out. */
    resource: z.string(),
    record_id: z.string().nullable(),
    action: z.string(),
    outcome: z.number().int(),
    message: z.string(),
    changes: z.array(auditChange).nullable(),
    /** The version the record has after the change. */
    record_version: z.number().int().nullable(),
  },
  {
    extraItem: {
      /** A delete whose record is still in the recycle bin (restorable from this entry). */
      in_bin: z.boolean().optional(),
      /** A copy into another year not undone yet (POST /audit/undo-copy/ with this entry). */
      undoable: z.boolean().optional(),
    },
  },
);
export type OperationLogEntry = z.infer<typeof operationLogSchemas.item>;

export const AUDIT_PERMISSION = 'audit.view_operationlog';

export const operationLog = defineCollection({
  name: 'audit.operation_log',
  label: '操作日志',
  labelEn: 'operation log',
  base: '/audit/operation-log',
  paths: [['list', 'GET', '/'], ...batchPaths('export')],
  access: [permissionSet(AUDIT_PERMISSION)],
  schemas: operationLogSchemas,
  filters: {
    username: filter.eq(z.string().trim().min(1).max(64)),
    resource: filter.eq(z.string().trim().min(1).max(100)),
    action: filter.eq(z.string().trim().min(1).max(40)),
    outcome: filter.eq(z.coerce.number().int()),
    record_id: filter.eq(z.string().trim().min(1).max(100)),
    /** From this time (or day) on, inclusive. */
    created_from: filter.from('created_at'),
    /** Up to this time (or the end of this day); not before created_from. */
    created_to: filter.to('created_at'),
  },
  ordering: ['id', 'created_at'],
  defaultOrder: '-id',
  sample: {},
});
