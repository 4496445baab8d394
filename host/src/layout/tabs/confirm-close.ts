import { loadFeedback } from '../../console/load-feedback';

type T = (key: string, vars?: Record<string, string | number>) => string;

/**
 * Asks before closing hidden pages that hold unsaved changes, in the console's own dialog (antd's,
 * loaded with the page that has the form, so already there); the browser's confirm only if that
 * code cannot be fetched.
 */
export function confirmClose(t: T, titles: string[]): Promise<boolean> {
  const content = t('tabs.unsaved', { titles: titles.join('、') });
  return loadFeedback().then(
    (f) => f.confirm({ title: t('tabs.unsaved.title'), content, okText: t('tabs.unsaved.ok'), cancelText: t('tabs.unsaved.cancel'), danger: true }),
    () => window.confirm(content),
  );
}
