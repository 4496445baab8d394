import { defineMessages } from '@admin/shared/i18n';

let registered = false;

/** Texts of Ctrl+K (idempotent: the top bar and tests both call it). */
export function registerSearchMessages(): void {
  if (registered) return;
  registered = true;
  defineMessages({
    'search.open': ['搜索页面', 'Find a page'],
    'search.placeholder': ['搜索页面：中英文名称、拼音（全拼或首字母）或路径', 'Find a page: title, pinyin (full or initials) or path'],
    'search.dialog': ['搜索页面', 'Find a page'],
    'search.results': ['搜索结果', 'Results'],
    'search.none': ['没有找到页面', 'No page found'],
    'search.count': ['{n} 个页面', '{n} pages'],
    'search.hint': ['↑↓ 选择，Enter 打开，Esc 关闭', '↑↓ to choose, Enter to open, Esc to close'],
  });
}
