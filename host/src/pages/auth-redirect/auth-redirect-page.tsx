import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { clearSsoState, heldSsoState } from '@admin/shared/api/sso-url';
import { useAuthStore } from '@admin/shared/auth';
import { useI18n } from '@admin/shared/i18n';
import { safeAdminRedirect } from '../../router/safe-redirect';
import { useDocumentTitle } from '../shared/use-document-title';
import { exchangeSsoCode } from './exchange-sso-code';
import '../shared/public-page.css';

/**
 * The single-sign-on callback (spec 2). It signs in only a sign-in this browser started: `state`
 * must be the one its SSO link carried (cookie ssoState), else the current session stays as it
 * is and the page says so, so a link with someone else's code or token (login CSRF) changes
 * nothing. The stub's one-time `?code=` is exchanged for the token on the server; a real SSO's
 * `?token=` is taken as it is. Then the user continues to `redirect` (or `back`, as the SSO
 * names it) when that is a same-origin /admin path, else home; `replace` keeps the callback out
 * of the history.
 */
export function AuthRedirectPage() {
  const { t } = useI18n();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const setToken = useAuthStore((s) => s.setToken);
  const code = params.get('code')?.trim() ?? '';
  const token = params.get('token')?.trim() ?? '';
  const state = params.get('state') ?? '';
  const target = safeAdminRedirect(params.get('redirect') ?? params.get('back'), window.location.origin) ?? '/';
  // Judged once, as the page opens: signing in ends the browser's state.
  const [foreign] = useState(() => (code !== '' || token !== '') && (!state || state !== heldSsoState()));
  const [failure, setFailure] = useState<string | null>(foreign ? t('authRedirect.foreign') : null);
  const done = useRef(false);
  useDocumentTitle(t('authRedirect.signingIn'));

  useEffect(() => {
    if ((!code && !token) || foreign || done.current) return;
    done.current = true;
    const signIn = (signedIn: string) => {
      clearSsoState();
      setToken(signedIn);
      navigate(target, { replace: true });
    };
    if (!code) return signIn(token);
    exchangeSsoCode(code, state).then(signIn, (err: unknown) => {
      clearSsoState();
      setFailure(err instanceof Error && err.message ? err.message : t('authRedirect.foreign'));
    });
  }, [code, token, state, foreign, target, setToken, navigate, t]);

  const waiting = (code || token) && !failure;
  return (
    <main className="hp-screen">
      <div className="hp-center" role="status" aria-live="polite">
        {waiting ? (
          <>
            <span className="hp-spinner hp-spinner--dark" aria-hidden="true" />
            <span>{t('authRedirect.signingIn')}</span>
          </>
        ) : (
          <>
            <span>{failure ?? t('authRedirect.noToken')}</span>
            <Link className="hp-button" to="/login" replace>
              {t('authRedirect.toLogin')}
            </Link>
          </>
        )}
      </div>
    </main>
  );
}
