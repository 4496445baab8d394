export { importOps } from './ops';
export type { ImportDef } from './staging';
export { setImportAuditSink, type ImportChange } from './audit-sink';
