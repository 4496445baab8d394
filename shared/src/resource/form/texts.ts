import { defineMessages, t, useI18n } from '@admin/shared/i18n';
import type { Vars } from '@admin/shared/i18n';

/* Texts of the kit's editing parts: dirty guard, drafts, merge, read-only view, duplicate, inputs. */
defineMessages({
  'form.discard.title': ['放弃未保存的修改？', 'Discard unsaved changes?'],
  'form.discard.content': ['表单中的修改尚未保存，离开后将丢失。', 'The changes in this form have not been saved and will be lost.'],
  'form.discard.ok': ['放弃修改', 'Discard'],
  'form.discard.cancel': ['继续编辑', 'Keep editing'],
  'form.draft.title': ['有一份未保存的草稿（{time}）', 'There is an unsaved draft ({time})'],
  'form.draft.content': ['上次编辑时未保存的内容已保留，是否恢复？', 'What you typed last time was not saved. Restore it?'],
  'form.draft.restore': ['恢复草稿', 'Restore draft'],
  'form.draft.discard': ['丢弃', 'Discard'],
  'form.merged': ['同事修改了 {fields}，已与你的修改合并保存', 'A colleague changed {fields}; merged with your changes and saved'],
  'form.merge.title': ['同事修改了你也修改的字段', 'A colleague changed fields you also changed'],
  'form.merge.hint': ['请逐项选择保留哪个值，其余字段会合并保存。', 'Choose which value to keep for each field; the other fields are merged.'],
  'form.merge.field': ['字段', 'Field'],
  'form.merge.mine': ['我的', 'Mine'],
  'form.merge.theirs': ['同事的', "Colleague's"],
  'form.merge.save': ['按所选合并保存', 'Save with these choices'],
  'form.merge.reload': ['放弃我的修改，载入最新数据', 'Discard my changes and load the latest'],
  'form.merge.gone': ['该记录已被删除或无法读取，未保存。', 'The record was deleted or cannot be read; nothing was saved.'],
  'form.empty': ['（空）', '(empty)'],
  'form.view': ['查看', 'View'],
  'form.viewTitle': ['查看{title}', 'View {title}'],
  'form.duplicate': ['复制', 'Duplicate'],
  'form.duplicateTitle': ['复制{title}', 'Duplicate {title}'],
  'form.copySuffix': [' (副本)', ' (copy)'],
  'form.close': ['关闭', 'Close'],
  'form.createdAt': ['创建时间', 'Created'],
  'form.number': ['请输入数字', 'Enter a number'],
  'form.range': ['{min} 到 {max}', '{min} to {max}'],
  'form.atLeast': ['不小于 {min}', 'At least {min}'],
  'form.atMost': ['不大于 {max}', 'At most {max}'],
  'form.wholeNumber': ['整数', 'whole number'],
  'form.listSep': ['，', ', '],
  'form.fieldSep': ['、', ', '],
  'form.badDate': ['无法识别的时间，请按 YYYY-MM-DD HH:mm:ss 输入', 'Unrecognised time; use YYYY-MM-DD HH:mm:ss'],
});

/** The text of a form key in the current locale. */
export const ft = (key: string, vars?: Vars): string => t(key, vars);

/** useI18n for the form parts: re-renders on a locale switch; importing it registers the texts. */
export const useFormI18n = useI18n;
