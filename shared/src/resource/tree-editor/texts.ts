import { defineMessages } from '@admin/shared/i18n';
import { useKitI18n } from '../texts';

/** Texts of the category tree editor (course categories, material categories). */
defineMessages({
  'resource.tree.addRoot': ['新增一级分类', 'Add top-level category'],
  'resource.tree.addChild': ['新增子分类', 'Add subcategory'],
  'resource.tree.addChildOf': ['在「{name}」下新增子分类', 'Add a subcategory under “{name}”'],
  'resource.tree.rename': ['重命名', 'Rename'],
  'resource.tree.renameOf': ['重命名「{name}」', 'Rename “{name}”'],
  'resource.tree.name': ['分类名称', 'Category name'],
  'resource.tree.nameRequired': ['请输入分类名称', 'Enter a name'],
  'resource.tree.enabled': ['启用', 'Enabled'],
  'resource.tree.enable': ['启用「{name}」', 'Enable “{name}”'],
  'resource.tree.disabled': ['已停用', 'Disabled'],
  'resource.tree.up': ['上移「{name}」', 'Move “{name}” up'],
  'resource.tree.down': ['下移「{name}」', 'Move “{name}” down'],
  'resource.tree.moveTo': ['移动「{name}」到…', 'Move “{name}” to…'],
  'resource.tree.moveToTitle': ['移动「{name}」', 'Move “{name}”'],
  'resource.tree.target': ['移到此分类下（留空为一级分类）', 'New parent (empty: top level)'],
  'resource.tree.delete': ['删除「{name}」', 'Delete “{name}”'],
  'resource.tree.confirmDelete': ['删除「{name}」？', 'Delete “{name}”?'],
  'resource.tree.confirmBranch': ['「{name}」下还有 {n} 个子分类，将连同子分类一起删除。', '“{name}” has {n} subcategories; they will be deleted with it.'],
  'resource.tree.deleteBranch': ['连同子分类删除', 'Delete with subcategories'],
  'resource.tree.moved': ['已移动', 'Moved'],
  'resource.tree.saved': ['已保存', 'Saved'],
  'resource.tree.deleted': ['已删除', 'Deleted'],
  'resource.tree.help': [
    '拖动分类可调整顺序或移到其他分类下（最多 {depth} 级）；也可用每行的上移、下移、移动到…按钮。',
    'Drag a category to reorder it or move it under another ({depth} levels at most), or use the up, down and move-to buttons of each row.',
  ],
  'resource.tree.refresh': ['刷新', 'Refresh'],
  'resource.tree.loadFailed': ['加载失败', 'Could not load'],
});

/** The kit's i18n for the tree editor (keeps these texts in a build; see fields/texts.ts). */
export function useTreeI18n() {
  return useKitI18n();
}
