/*
 * The audit parts that pages without antd use (the dashboard's "my recent changes"). The history
 * drawer, restore and undo of a record are in @admin/shared/resource.
 */
export { RecentChanges, fetchMyChanges } from './recent-changes';
export { actionLabel, actionName } from './actions';
export type { RecentChangesProps } from './recent-changes';
