import { defineMessages } from '@admin/shared/i18n';
import { useKitI18n } from '../texts';

/* Texts of the page builder (floors of a page: a business course's year, a home page). */
defineMessages({
  'resource.floor.add': ['添加楼层', 'Add a floor'],
  'resource.floor.insertAt': ['在第 {n} 层前插入楼层', 'Insert a floor before floor {n}'],
  'resource.floor.expandAll': ['全部展开', 'Expand all'],
  'resource.floor.collapseAll': ['全部收起', 'Collapse all'],
  'resource.floor.moved': ['楼层顺序已保存', 'Floor order saved'],
  'resource.floor.stale': ['楼层已被他人修改，已重新读取，请再试一次', 'Someone changed the floors meanwhile; they were read again, please try again'],
  'resource.floor.duplicated': ['已复制楼层“{name}”到页面末尾', 'Duplicated "{name}" at the end of the page'],
  'resource.floor.insertFailed': ['楼层已新增在末尾，但未能移到第 {n} 层：{msg}', 'The floor was added at the end but could not be moved to floor {n}: {msg}'],
  'resource.floor.pickType': ['选择楼层类型', 'Choose the floor type'],
  'resource.floor.pickTypeAt': ['选择楼层类型（插入到第 {position} 层）', 'Choose the floor type (inserted as floor {position})'],
  'resource.floor.position': ['第 {n} 层', 'Floor {n}'],
  'resource.floor.items.count': ['{n} 条内容', '{n} items'],
  'resource.floor.incomplete': ['未配置内容', 'No items yet'],
  'resource.floor.off': ['已停用', 'Disabled'],
  'resource.floor.drag': ['拖动或用空格键和方向键移动楼层“{name}”', 'Drag, or use Space and the arrow keys, to move the floor "{name}"'],
  'resource.floor.expand': ['展开楼层“{name}”的内容', 'Show the items of "{name}"'],
  'resource.floor.duplicate': ['复制', 'Duplicate'],
  'resource.floor.copyTo': ['复制到…', 'Copy to…'],
  'resource.floor.delete.confirm': ['删除楼层“{name}”及其 {n} 条内容？', 'Delete the floor "{name}" and its {n} items?'],
  'resource.floor.items': ['前 {n} 条内容', 'First {n} items'],
  'resource.floor.noItems': ['还没有内容', 'No items yet'],
  'resource.floor.itemOff': ['已停用', 'Disabled'],
  'resource.preview': ['页面预览', 'Page preview'],
  'resource.preview.phone': ['手机屏幕（可滚动）', 'Phone screen (scrolls)'],
  'resource.preview.noItems': ['（无内容）', '(no items)'],
  'resource.preview.images': ['共 {n} 张，左右滑动', '{n} images, swiped sideways'],
  'resource.preview.live': ['直播', 'Live'],
});

/** useKitI18n for the page builder (importing it registers its texts). */
export const useFloorI18n = useKitI18n;
