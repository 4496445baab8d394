import type { ReactNode } from 'react';
import { useI18n } from '@admin/shared/i18n';

/**
 * Where "my recent changes" (issue 10, item 4; built with the audit log, item 1) goes on the
 * dashboard: mount its component as the child. Without one the slot renders nothing.
 */
export function RecentChangesSlot({ children }: { children?: ReactNode }) {
  const { t } = useI18n();
  if (!children) return null;
  return (
    <section className="hd-recent" aria-labelledby="hd-recent-title">
      <h2 id="hd-recent-title" className="hd-section">
        {t('dashboard.recent')}
      </h2>
      {children}
    </section>
  );
}
