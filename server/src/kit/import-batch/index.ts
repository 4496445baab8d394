export { importOps } from './ops';
export type { ImportDef, NaturalKey } from './staging';
export { setImportAuditSink, type ImportChange } from './audit-sink';
