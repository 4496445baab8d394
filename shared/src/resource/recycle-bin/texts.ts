import { defineMessages, t } from '@admin/shared/i18n';
import type { Vars } from '@admin/shared/i18n';

/* Texts of the recycle bin and of the delete confirmations that point to it. */
defineMessages({
  'resource.recycleBin.button': ['回收站', 'Recycle bin'],
  'resource.recycleBin.title': ['回收站 · {title}', 'Recycle bin · {title}'],
  'resource.recycleBin.titleAll': ['回收站', 'Recycle bin'],
  'resource.recycleBin.hint': [
    '删除的记录保留 {days} 天，期间可以恢复（同一 ID，连同修改历史）；之后自动清除。',
    'Deleted records are kept for {days} days and can be restored (same ID, with their history); after that they are purged.',
  ],
  'resource.recycleBin.empty': ['回收站是空的', 'The recycle bin is empty'],
  'resource.recycleBin.loadFailed': ['回收站加载失败', 'Could not load the recycle bin'],
  'resource.recycleBin.retry': ['重试', 'Retry'],
  'resource.recycleBin.name': ['名称', 'Name'],
  'resource.recycleBin.resource': ['资源', 'Resource'],
  'resource.recycleBin.deletedBy': ['删除人', 'Deleted by'],
  'resource.recycleBin.deletedAt': ['删除时间', 'Deleted'],
  'resource.recycleBin.expiresAt': ['可恢复至', 'Restorable until'],
  'resource.recycleBin.actions': ['操作', 'Actions'],
  'resource.recycleBin.restore': ['恢复', 'Restore'],
  'resource.recycleBin.restoreNamed': ['恢复 {name}', 'Restore {name}'],
  'resource.recycleBin.restoreSelected': ['恢复选中的 {n} 项', 'Restore the {n} selected'],
  'resource.recycleBin.select': ['选择 {name}', 'Select {name}'],
  'resource.recycleBin.restored': ['已恢复「{name}」', 'Restored "{name}"'],
  'resource.recycleBin.restoredMany': ['已恢复 {n} 项', '{n} restored'],
  'resource.recycleBin.failed': ['未恢复：{msg}', 'Not restored: {msg}'],
  'resource.delete.title': ['删除「{name}」？', 'Delete "{name}"?'],
  'resource.delete.where': ['删除后可在本列表工具栏的「回收站」中恢复。', "It can be restored from the Recycle bin in this list's toolbar."],
  'resource.delete.bulkTitle': ['删除选中的 {n} 项？', 'Delete the {n} selected items?'],
  'resource.delete.bulkMore': ['{names} 等 {n} 项', '{names} and {more} more'],
  'resource.delete.deleted': ['已删除「{name}」，可在回收站中恢复', 'Deleted "{name}"; it can be restored from the Recycle bin'],
  'resource.delete.quoted': ['「{name}」', '"{name}"'],
  'resource.delete.separator': ['、', ', '],
});

/** The text of a recycle-bin key in the current locale. */
export const rt = (key: string, vars?: Vars): string => t(key, vars);

/** How many names a bulk confirmation lists before "and N more". */
export const NAMES_SHOWN = 5;

/** The names of the rows a bulk delete takes, the first few in quotes and how many more. */
export function namesOf(names: readonly string[]): string {
  const shown = names
    .slice(0, NAMES_SHOWN)
    .map((n) => rt('resource.delete.quoted', { name: n }))
    .join(rt('resource.delete.separator'));
  if (names.length <= NAMES_SHOWN) return shown;
  return rt('resource.delete.bulkMore', { names: shown, n: names.length, more: names.length - NAMES_SHOWN });
}

/** The title and text of a kit delete confirmation: the record's name and where it can be restored from. */
export const deleteConfirmTexts = (name: string) => ({ title: rt('resource.delete.title', { name }), description: rt('resource.delete.where') });
