import { defineMessages } from '@admin/shared/i18n';
import { useKitI18n } from '../texts';

/* Texts of the staged import (import-batch.tsx). */
defineMessages({
  'resource.import.open': ['导入', 'Import'],
  'resource.import.title': ['导入{label}', 'Import {label}'],
  'resource.import.template': ['下载模板', 'Download the template'],
  'resource.import.choose': ['选择文件（XLSX、CSV 或 TSV）', 'Choose a file (XLSX, CSV or TSV)'],
  'resource.import.hint': [
    '上传后先暂存、逐行检查，确认之前不会写入任何数据。已存在的记录（{key}相同）会被更新。',
    'The file is staged and checked row by row; nothing is written until you confirm. Records that already exist (same {key}) are updated.',
  ],
  'resource.import.reading': ['正在读取 {name}…', 'Reading {name}…'],
  'resource.import.counts': [
    '{name}：共 {total} 行：{valid} 行正确（新增 {create}，更新 {update}），{invalid} 行有错误（其中重复 {duplicate}）',
    '{name}: {total} rows: {valid} valid ({create} new, {update} updates), {invalid} with errors ({duplicate} duplicates)',
  ],
  'resource.import.errorsOnly': ['只看有错误的行', 'Only rows with errors'],
  'resource.import.line': ['行', 'Row'],
  'resource.import.action': ['结果', 'Result'],
  'resource.import.action.create': ['新增', 'New'],
  'resource.import.action.update': ['更新', 'Update'],
  'resource.import.action.error': ['有错误', 'Has errors'],
  'resource.import.fix': ['修改', 'Fix'],
  'resource.import.fixRow': ['修改第 {line} 行', 'Fix row {line}'],
  'resource.import.fixSave': ['保存并检查', 'Save and check'],
  'resource.import.fixed': ['第 {line} 行已通过检查', 'Row {line} passes the checks'],
  'resource.import.stillWrong': ['第 {line} 行还有错误', 'Row {line} still has errors'],
  'resource.import.confirmValid': ['只导入正确的 {n} 行', 'Import the {n} valid rows'],
  'resource.import.confirmAll': ['全部导入', 'Import all'],
  'resource.import.discard': ['放弃这批数据', 'Discard this batch'],
  'resource.import.discarded': ['已放弃，未写入任何数据', 'Discarded; nothing was written'],
  'resource.import.done': [
    '导入完成：新增 {created}，更新 {updated}，无变化 {unchanged}，跳过 {skipped}',
    'Imported: {created} new, {updated} updated, {unchanged} unchanged, {skipped} skipped',
  ],
  'resource.import.another': ['再导入一个文件', 'Import another file'],
  'resource.import.close': ['关闭', 'Close'],
  'resource.import.cellError': ['{column}：{message}', '{column}: {message}'],
  'resource.import.openRecord': ['查看 #{id}', 'Open #{id}'],
  'resource.import.preview': ['预览', 'Preview'],
});

/** The kit's i18n hook; importing it (not the file for its side effect) keeps these texts in a production build. */
export const useImportI18n = useKitI18n;
