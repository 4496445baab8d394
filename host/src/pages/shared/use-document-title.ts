import { useEffect } from 'react';
import { t } from '@admin/shared/i18n';

/** "<page> - <app>" like the tab titles of the original console; the app name alone without a page. */
export const pageTitle = (title?: string | null): string => (title ? `${title} - ${t('app.title')}` : t('app.title'));

export function useDocumentTitle(title?: string | null): void {
  useEffect(() => {
    document.title = pageTitle(title);
  }, [title]);
}
