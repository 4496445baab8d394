import { defineMessages } from '@admin/shared/i18n';
import { useKitI18n } from '../texts';

/** Texts of the structured fields (sub-lists, pickers, rich text, documents, video, colour). */
defineMessages({
  'resource.list.add': ['添加一项', 'Add an item'],
  'resource.list.item': ['第 {n} 项', 'Item {n}'],
  'resource.list.up': ['上移', 'Move up'],
  'resource.list.down': ['下移', 'Move down'],
  'resource.list.duplicate': ['复制', 'Duplicate'],
  'resource.list.remove': ['删除', 'Remove'],
  'resource.list.removeConfirm': ['删除第 {n} 项？它填写的内容会丢失', 'Remove item {n}? What it holds will be lost'],
  'resource.list.keys': ['Alt + ↑ / ↓ 移动', 'Alt + ↑ / ↓ to move'],
  'resource.list.moved': ['已移到第 {n} 项', 'Moved to position {n}'],
  'resource.list.count': ['{n} 项', '{n} items'],
  'resource.list.limits': ['{min}–{max} 项', '{min}–{max} items'],
  'resource.list.tooFew': ['至少需要 {n} 项', 'At least {n} items are needed'],
  'resource.list.tooMany': ['最多 {n} 项', 'At most {n} items'],
  'resource.list.empty': ['还没有内容，点“添加一项”开始', 'Nothing yet: choose “Add an item”'],
  'resource.picker.search': ['输入名称搜索', 'Type a name to search'],
  'resource.picker.searching': ['搜索中…', 'Searching…'],
  'resource.picker.noMatch': ['没有匹配的结果', 'No match'],
  'resource.picker.missing': ['#{id}（已不存在）', '#{id} (no longer exists)'],
  'resource.rich.loading': ['正在加载编辑器…', 'Loading the editor…'],
  'resource.rich.toolbar': ['格式工具栏', 'Formatting toolbar'],
  'resource.rich.bold': ['加粗', 'Bold'],
  'resource.rich.italic': ['斜体', 'Italic'],
  'resource.rich.underline': ['下划线', 'Underline'],
  'resource.rich.strike': ['删除线', 'Strikethrough'],
  'resource.rich.h2': ['标题', 'Heading'],
  'resource.rich.bullet': ['无序列表', 'Bulleted list'],
  'resource.rich.ordered': ['有序列表', 'Numbered list'],
  'resource.rich.quote': ['引用', 'Quote'],
  'resource.rich.link': ['链接', 'Link'],
  'resource.rich.linkPrompt': ['链接地址（http:// 或 https://）', 'Link address (http:// or https://)'],
  'resource.rich.image': ['插入图片', 'Insert image'],
  'resource.rich.formula': ['公式', 'Formula'],
  'resource.rich.formulaInsert': ['插入', 'Insert'],
  'resource.rich.formulaTex': ['LaTeX 公式', 'LaTeX'],
  'resource.rich.formulaDisplay': ['独立一行显示', 'On its own line'],
  'resource.rich.formulaError': ['无法解析：{reason}', 'Does not parse: {reason}'],
  'resource.rich.undo': ['撤销', 'Undo'],
  'resource.rich.redo': ['重做', 'Redo'],
  'resource.rich.uploading': ['图片上传中…', 'Uploading the image…'],
  'resource.file.upload': ['上传文件', 'Upload a file'],
  'resource.file.replace': ['替换', 'Replace'],
  'resource.file.remove': ['移除', 'Remove'],
  'resource.file.download': ['下载 {name}', 'Download {name}'],
  'resource.file.types': ['PDF、Word、Excel、PowerPoint 或 zip，不超过 {mb} MB', 'PDF, Word, Excel, PowerPoint or zip, at most {mb} MB'],
  'resource.file.tooLarge': ['文件不能超过 {mb} MB', 'The file must be at most {mb} MB'],
  'resource.file.progress': ['上传中 {percent}%', 'Uploading {percent}%'],
  'resource.file.sent': ['已上传 {sent} / {total}', '{sent} of {total} sent'],
  'resource.file.speed': ['{speed}/秒', '{speed}/s'],
  'resource.file.cancel': ['取消上传', 'Cancel upload'],
  'resource.file.duplicate': [
    '这个文件之前已上传过：已直接使用已存的那一份，未重复保存。',
    'This file was uploaded before: the stored copy is used, not saved twice.',
  ],
  'resource.file.pages': ['共 {n} 页', '{n} pages'],
  'resource.video.url': ['视频地址', 'Video URL'],
  'resource.video.urlHelp': [
    'http(s):// 网址，或上传 MP4 / WebM（不超过 {mb} MB，断点续传）',
    'An http(s):// URL, or upload an MP4 / WebM (at most {mb} MB, resumable)',
  ],
  'resource.video.upload': ['上传视频', 'Upload a video'],
  'resource.video.cover': ['封面', 'Cover'],
  'resource.video.duration': ['时长（秒）', 'Duration (seconds)'],
  'resource.video.types': ['只支持 MP4 和 WebM 视频', 'Only MP4 and WebM videos'],
  'resource.video.badUrl': ['视频地址应为 http:// 或 https:// 开头', 'The video URL must start with http:// or https://'],
  'resource.colour.pick': ['选择颜色', 'Pick a colour'],
  'resource.money.yuan': ['元', 'yuan'],
  'resource.field.majors': ['专业', 'Majors'],
  'resource.field.examCourses': ['考试科目', 'Exam courses'],
  'resource.field.courseProduct': ['课程商品', 'Course product'],
  'resource.field.colour': ['颜色', 'Colour'],
  'resource.field.price': ['价格', 'Price'],
  'resource.field.bookCoursePackage': ['图书课程包', 'Book and course package'],
});

/**
 * The kit's i18n for the controls of this folder. Using it (not a bare `import './texts'`) is what
 * keeps these texts in a build: the package declares no side effects, so a module imported only
 * for its side effect is dropped from production bundles.
 */
export function useFieldI18n() {
  return useKitI18n();
}
