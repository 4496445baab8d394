import { defineMessages, t, useI18n } from '@admin/shared/i18n';
import type { Vars } from '@admin/shared/i18n';
import { actionLabel } from '@admin/shared/audit';

/* Texts of the record history: the drawer, restoring a version, undoing a delete. */
defineMessages({
  'history.button': ['历史', 'History'],
  'history.buttonOf': ['{name} 的历史', 'History of {name}'],
  'history.titleOf': ['修改历史 · {noun}「{name}」', 'Change history · {noun} “{name}”'],
  'history.empty': ['暂无历史记录', 'No history recorded yet'],
  'history.loadFailed': ['历史加载失败', 'Could not load the history'],
  'history.retry': ['重试', 'Retry'],
  'history.createdBy': ['创建人', 'Created by'],
  'history.updatedBy': ['最后修改人', 'Last changed by'],
  'history.notRecorded': ['（无记录）', '(not recorded)'],
  'history.version': ['版本 {version}', 'version {version}'],
  'history.field': ['字段', 'Field'],
  'history.before': ['原值', 'Before'],
  'history.after': ['新值', 'After'],
  'history.secret': ['（已修改，内容不记录）', '(changed, value not recorded)'],
  'history.noChange': ['没有字段变化', 'No field changed'],
  'history.rangeStart': ['{label}（开始）', '{label} (start)'],
  'history.rangeEnd': ['{label}（结束）', '{label} (end)'],
  'history.listSep': ['、', ', '],
  'history.items': ['{n} 项', '{n} items'],
  'history.restore': ['恢复到此版本', 'Restore this version'],
  'history.restoreConfirm': [
    '把记录恢复为这次修改之后的样子？之后的修改会被撤回（恢复本身也会记入历史）。',
    'Put the record back as it was after this change? Later changes are reverted (the restore is recorded too).',
  ],
  'history.restoreOk': ['恢复', 'Restore'],
  'history.cancel': ['取消', 'Cancel'],
  'history.restored': ['已恢复到所选版本', 'Restored to the chosen version'],
  'history.deleted': ['已删除', 'Deleted'],
  'history.undo': ['撤销', 'Undo'],
  'history.undone': ['已撤销删除', 'Delete undone'],
  'history.undoneMany': ['已撤销删除，恢复 {n} 项', 'Delete undone: {n} restored'],
  'history.copyUndone': ['已撤销复制，目标年份已恢复为复制前的内容', 'Copy undone: the target year is back as it was before'],
});

/** The text of a history key in the current locale. */
export const ht = (key: string, vars?: Vars): string => t(key, vars);

/** An action's name as a label (the audit's names of actions). */
export const actionText = actionLabel;

/** useI18n for the history parts: re-renders on a locale switch; importing it registers the texts. */
export const useHistoryI18n = useI18n;
