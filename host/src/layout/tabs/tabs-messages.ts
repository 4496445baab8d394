import { defineMessages } from '@admin/shared/i18n';

let registered = false;

/** Texts of the tabs of open pages (idempotent: the layout and tests both call it). */
export function registerTabsMessages(): void {
  if (registered) return;
  registered = true;
  defineMessages({
    'tabs.label': ['已打开的页面', 'Open pages'],
    'tabs.close': ['关闭 {title}', 'Close {title}'],
    'tabs.actions': ['标签页操作', 'Tab actions'],
    'tabs.menu': ['{title} 的标签页操作', 'Tab actions for {title}'],
    'tabs.closeThis': ['关闭', 'Close'],
    'tabs.closeOthers': ['关闭其他', 'Close others'],
    'tabs.closeRight': ['关闭右侧', 'Close to the right'],
    'tabs.closeAll': ['关闭全部', 'Close all'],
    'tabs.all': ['全部标签页（{n}）', 'All tabs ({n})'],
    'tabs.unsaved.title': ['关闭有未保存修改的页面？', 'Close pages with unsaved changes?'],
    'tabs.unsaved.ok': ['放弃修改并关闭', 'Discard and close'],
    'tabs.unsaved.cancel': ['继续编辑', 'Keep editing'],
    'tabs.unsaved': [
      '以下页面有未保存的修改，关闭后修改将丢失：{titles}。仍要关闭吗？',
      'These pages have unsaved changes that closing will discard: {titles}. Close them anyway?',
    ],
  });
}
