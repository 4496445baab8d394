import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useI18n } from '@admin/shared/i18n';
import { useDocumentTitle } from '../shared/use-document-title';
import { ErrorPage } from './error-page';

/**
 * The no-permission page (spec 2). Query `noGoBack` (any value) hides the back button: set by
 * callers for whom going back would land on the forbidden page again.
 */
export function NoPermissionPage() {
  const { t } = useI18n();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const canGoBack = !params.has('noGoBack');
  useDocumentTitle(t('noPermission.text'));
  return (
    <ErrorPage
      code={t('noPermission.title')}
      text={t('noPermission.text')}
      hint={t('noPermission.hint')}
      actions={
        <>
          {canGoBack && (
            <button type="button" className="hp-button hp-button--ghost" onClick={() => navigate(-1)}>
              {t('errorPage.back')}
            </button>
          )}
          <Link className="hp-button" to="/dashboard">
            {t('errorPage.home')}
          </Link>
        </>
      }
    />
  );
}
