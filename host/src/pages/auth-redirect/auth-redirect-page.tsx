import { useEffect, useRef } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useAuthStore } from '@admin/shared/auth';
import { useI18n } from '@admin/shared/i18n';
import { safeAdminRedirect } from '../../router/safe-redirect';
import { useDocumentTitle } from '../shared/use-document-title';
import '../shared/public-page.css';

/**
 * The single-sign-on callback (spec 2): `?token=…` is stored as the session, then the user
 * continues to `redirect` (or `back`, as the SSO names it) when that is a same-origin /admin
 * path, else home. `replace` keeps the token out of the history.
 */
export function AuthRedirectPage() {
  const { t } = useI18n();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const setToken = useAuthStore((s) => s.setToken);
  const token = params.get('token')?.trim() ?? '';
  const target = safeAdminRedirect(params.get('redirect') ?? params.get('back'), window.location.origin) ?? '/';
  const done = useRef(false);
  useDocumentTitle(t('authRedirect.signingIn'));

  useEffect(() => {
    if (!token || done.current) return;
    done.current = true;
    setToken(token);
    navigate(target, { replace: true });
  }, [token, target, setToken, navigate]);

  return (
    <main className="hp-screen">
      <div className="hp-center" role="status" aria-live="polite">
        {token ? (
          <>
            <span className="hp-spinner hp-spinner--dark" aria-hidden="true" />
            <span>{t('authRedirect.signingIn')}</span>
          </>
        ) : (
          <>
            <span>{t('authRedirect.noToken')}</span>
            <Link className="hp-button" to="/login" replace>
              {t('authRedirect.toLogin')}
            </Link>
          </>
        )}
      </div>
    </main>
  );
}
