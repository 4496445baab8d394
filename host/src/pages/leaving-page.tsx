import { useEffect } from 'react';
import { useI18n } from '@admin/shared/i18n';
import './shared/public-page.css';

/** Time to read the error before the browser leaves for the SSO login. */
export const LEAVE_DELAY_MS = 1500;

/** Shows why the session ended, then goes to the SSO login (spec 4). */
export function LeavingPage({ message, location, assign }: { message: string; location: string; assign: (url: string) => void }) {
  const { t } = useI18n();
  useEffect(() => {
    const timer = setTimeout(() => assign(location), LEAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [location, assign]);
  return (
    <main className="hp-screen">
      <div className="hp-center">
        <div className="hp-alert" role="alert">
          {message}
        </div>
        <span className="hp-spinner hp-spinner--dark" aria-hidden="true" />
        <a className="hp-link" href={location}>
          {t('leaving.now')}
        </a>
      </div>
    </main>
  );
}
