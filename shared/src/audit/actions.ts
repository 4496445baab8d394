import { defineMessages, getLocale, t } from '@admin/shared/i18n';

/*
 * What each audited action is called, in both languages: the call's op (create, move, …) or one
 * of the audit's own (restore, undelete, copy …). The dashboard's recent changes say it inside a
 * line ("moved 课程分类 #3"), the history drawer and the operation log as a label ("Moved").
 */
defineMessages({
  'audit.action.create': ['新增', 'created'],
  'audit.action.update': ['修改', 'edited'],
  'audit.action.patch': ['修改', 'edited'],
  'audit.action.write': ['保存', 'saved'],
  'audit.action.delete': ['删除', 'deleted'],
  'audit.action.bulkPatch': ['批量修改', 'bulk-edited'],
  'audit.action.bulkDelete': ['批量删除', 'bulk-deleted'],
  'audit.action.reorder': ['调整顺序', 'reordered'],
  'audit.action.toggle': ['切换', 'toggled'],
  'audit.action.move': ['移动', 'moved'],
  'audit.action.attach': ['关联', 'attached'],
  'audit.action.detach': ['取消关联', 'detached'],
  'audit.action.add': ['添加', 'added'],
  'audit.action.upsert': ['保存', 'saved'],
  'audit.action.publish': ['发布', 'published'],
  'audit.action.reply': ['回复', 'replied to'],
  'audit.action.uploadProof': ['上传凭证', 'uploaded a proof for'],
  'audit.action.deleteProof': ['删除凭证', 'deleted a proof of'],
  'audit.action.import': ['导入', 'imported'],
  'audit.action.importCreate': ['导入', 'imported'],
  'audit.action.importFix': ['修正导入行', 'fixed an import row of'],
  'audit.action.importConfirm': ['确认导入', 'confirmed an import of'],
  'audit.action.importDiscard': ['放弃导入', 'discarded an import of'],
  'audit.action.restore': ['恢复版本', 'restored a version of'],
  'audit.action.undelete': ['撤销删除', 'undeleted'],
  'audit.action.copy': ['复制到其他年份', 'copied to another year'],
  'audit.action.undoCopy': ['撤销复制', 'undid a copy of'],
  'audit.action.login': ['登录', 'signed in'],
  'audit.action.logout': ['退出登录', 'signed out'],
});

/** An action as said inside a sentence ("moved"); an action without a name says "changed". */
export function actionName(action: string): string {
  const key = `audit.action.${action}`;
  const text = t(key);
  if (text !== key) return text;
  return getLocale() === 'en' ? 'changed' : '修改';
}

/** An action as a label ("Moved", "Restored a version"): its name, capitalised in English. */
export function actionLabel(action: string): string {
  const name = actionName(action).replace(/ (of|for|to)$/, '');
  return name.charAt(0).toUpperCase() + name.slice(1);
}
