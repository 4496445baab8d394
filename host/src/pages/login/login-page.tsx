import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { LoginBody } from '@admin/shared/contract';
import { useI18n } from '@admin/shared/i18n';
import { ssoLoginHref } from '../../runtime-config';
import { BASENAME } from '../../router/public-paths';
import { safeRouterPath } from '../../router/safe-redirect';
import { LanguageToggle } from '../shared/language-toggle';
import { Logo } from '../shared/logo';
import { useDocumentTitle } from '../shared/use-document-title';
import '../shared/public-page.css';

interface FieldErrors {
  username?: string;
  password?: string;
}

const MIN_PASSWORD = 6;

const messageOf = (error: unknown): string | null => {
  if (error instanceof Error && error.message.trim()) return error.message.trim();
  return null;
};

/**
 * What the form does beyond itself, given by whoever shows it: the console's own code
 * (router/console-sign-in.ts), or the sign-in page's bundle, which reaches the console through
 * a bridge (gate/sign-in-entry.tsx). So the form imports none of the console.
 */
export interface SignInActions {
  /** Starts downloading the console (someone is filling in the form). */
  warm(): void;
  /** Signs in; the console then opens `destination` (a router path). Rejects with the reason. */
  signIn(credentials: LoginBody, destination: string): Promise<void>;
}

interface LoginPageProps {
  /** The page's query ('?redirect=…' or ''): given, so the page needs no router. */
  search: string;
  actions: SignInActions;
  /** Called once the token is stored; under the router the guard moves on by itself. */
  onSignedIn?: () => void;
  /**
   * Drawn before runtime-config.json is known: the build's markup of the sign-in address
   * (gate/sign-in-tree.tsx) and the hydration that takes it over. The SSO link has no address
   * then, rather than a default one hydration would keep (React does not patch attributes).
   */
  prerendered?: boolean;
  /**
   * With `prerendered`: the config's read; the page gives the SSO link its address once both it
   * is done and the markup is adopted. Updating from outside instead (root.render) could reach
   * React while it was still adopting the markup on a slow link, and React then throws the
   * markup away and draws the form again (its error 424), losing what was typed and the focus.
   */
  configRead?: Promise<unknown>;
}

/**
 * Username + password sign-in (spec 2). Plain React without router, antd or API client: a cold
 * visit downloads only this page (DESIGN 9: ≤ 100 KB).
 */
export function LoginPage({ search, actions, onSignedIn, prerendered = false, configRead }: LoginPageProps) {
  const { t } = useI18n();
  const redirect = safeRouterPath(new URLSearchParams(search).get('redirect'));
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const usernameRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const mounted = useRef(true);
  const id = useId();
  useDocumentTitle(t('login.title'));
  const [configKnown, setConfigKnown] = useState(!prerendered);
  useEffect(() => {
    if (configKnown || !configRead) return;
    let live = true;
    // An effect runs once the markup is adopted, so this is an ordinary update of an adopted page.
    void configRead.then(
      () => live && setConfigKnown(true),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [configKnown, configRead]);

  useEffect(() => {
    mounted.current = true;
    // What was typed (or filled in by a password manager) into the form drawn at build time
    // before React took it over: hydration keeps it on screen, the state must hold it too, or
    // the next render would empty the fields.
    const typed = { username: usernameRef.current?.value ?? '', password: passwordRef.current?.value ?? '' };
    if (typed.username) setUsername(typed.username);
    if (typed.password) setPassword(typed.password);
    // Not away from a field someone is already typing in.
    if (!usernameRef.current?.form?.contains(document.activeElement)) usernameRef.current?.focus();
    return () => {
      mounted.current = false;
    };
  }, []);

  const validate = (name: string, pass: string): FieldErrors => {
    const next: FieldErrors = {};
    if (!name) next.username = t('login.usernameRequired');
    if (!pass) next.password = t('login.passwordRequired');
    else if (pass.length < MIN_PASSWORD) next.password = t('login.passwordTooShort');
    return next;
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    const name = username.trim();
    setUsername(name);
    const found = validate(name, password);
    setErrors(found);
    setServerError(null);
    if (found.username) return usernameRef.current?.focus();
    if (found.password) return passwordRef.current?.focus();
    setSubmitting(true);
    actions.warm(); // a filled-in form (password manager) may be sent without any typing
    try {
      await actions.signIn({ username: name, password }, redirect ?? '/');
      onSignedIn?.();
    } catch (error) {
      if (!mounted.current) return;
      setServerError(messageOf(error) ?? t('login.failed'));
      passwordRef.current?.focus();
    } finally {
      if (mounted.current) setSubmitting(false);
    }
  };

  const fieldIds = {
    username: `${id}-username`,
    password: `${id}-password`,
    usernameError: `${id}-username-error`,
    passwordError: `${id}-password-error`,
  };
  const ssoHref = configKnown ? ssoLoginHref(`${BASENAME}${redirect ?? '/'}`) : undefined;

  return (
    <main className="hp-screen hp-screen--dark">
      <div className="hp-card">
        <div className="hp-brand">
          <Logo size={44} />
          <div>
            <h1>{t('login.title')}</h1>
            <p>{t('login.subtitle')}</p>
          </div>
        </div>
        <form noValidate onSubmit={onSubmit} onInput={actions.warm} aria-busy={submitting} aria-label={t('login.title')}>
          {serverError && (
            <div className="hp-alert" role="alert">
              {serverError}
            </div>
          )}
          <fieldset disabled={submitting} style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
            <div className="hp-field">
              <label className="hp-label" htmlFor={fieldIds.username}>
                {t('login.username')}
              </label>
              <input
                ref={usernameRef}
                id={fieldIds.username}
                name="username"
                className="hp-input"
                type="text"
                autoComplete="username"
                autoCapitalize="off"
                spellCheck={false}
                value={username}
                onChange={(e) => setUsername(e.target.value)}
                onBlur={() => setUsername((v) => v.trim())}
                aria-invalid={errors.username ? true : undefined}
                aria-describedby={errors.username ? fieldIds.usernameError : undefined}
                required
              />
              {errors.username && (
                <p id={fieldIds.usernameError} className="hp-field-error">
                  {errors.username}
                </p>
              )}
            </div>
            <div className="hp-field">
              <label className="hp-label" htmlFor={fieldIds.password}>
                {t('login.password')}
              </label>
              <div className="hp-input-wrap">
                <input
                  ref={passwordRef}
                  id={fieldIds.password}
                  name="password"
                  className="hp-input hp-input--with-toggle"
                  type={showPassword ? 'text' : 'password'}
                  autoComplete="current-password"
                  value={password}
                  onChange={(e) => setPassword(e.target.value)}
                  aria-invalid={errors.password ? true : undefined}
                  aria-describedby={errors.password ? fieldIds.passwordError : undefined}
                  required
                />
                <button
                  type="button"
                  className="hp-toggle"
                  aria-pressed={showPassword}
                  aria-controls={fieldIds.password}
                  onClick={() => setShowPassword((v) => !v)}
                >
                  {showPassword ? t('login.hidePassword') : t('login.showPassword')}
                </button>
              </div>
              {errors.password && (
                <p id={fieldIds.passwordError} className="hp-field-error">
                  {errors.password}
                </p>
              )}
            </div>
            <button type="submit" className="hp-button hp-button--block">
              {submitting && <span className="hp-spinner" aria-hidden="true" />}
              {submitting ? t('login.submitting') : t('login.submit')}
            </button>
          </fieldset>
        </form>
        <div className="hp-footer">
          <a className="hp-link" href={ssoHref}>
            {t('login.sso')}
          </a>
          <LanguageToggle />
        </div>
      </div>
    </main>
  );
}
