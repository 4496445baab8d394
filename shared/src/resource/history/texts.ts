import { defineMessages, t, useI18n } from '@admin/shared/i18n';
import type { Vars } from '@admin/shared/i18n';

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
  'history.action.create': ['新增', 'Created'],
  'history.action.update': ['修改', 'Edited'],
  'history.action.patch': ['修改', 'Edited'],
  'history.action.write': ['保存', 'Saved'],
  'history.action.delete': ['删除', 'Deleted'],
  'history.action.bulkPatch': ['批量修改', 'Bulk edit'],
  'history.action.bulkDelete': ['批量删除', 'Bulk delete'],
  'history.action.reorder': ['调整顺序', 'Reordered'],
  'history.action.toggle': ['切换', 'Toggled'],
  'history.action.restore': ['恢复版本', 'Restored a version'],
  'history.action.undelete': ['撤销删除', 'Delete undone'],
  'history.action.copy': ['复制到其他年份', 'Copied to another year'],
  'history.action.undoCopy': ['撤销复制', 'Copy undone'],
  'history.action.login': ['登录', 'Signed in'],
  'history.action.logout': ['退出登录', 'Signed out'],
});

/** The text of a history key in the current locale. */
export const ht = (key: string, vars?: Vars): string => t(key, vars);

/** An action's name as people read it; an action of a family's own (e.g. `copy`) by its op. */
export const actionText = (action: string): string => {
  const key = `history.action.${action}`;
  const text = t(key);
  return text === key ? action : text;
};

/** useI18n for the history parts: re-renders on a locale switch; importing it registers the texts. */
export const useHistoryI18n = useI18n;
