import { Link } from 'react-router-dom';
import { useI18n } from '@admin/shared/i18n';
import { useDocumentTitle } from '../shared/use-document-title';
import { ErrorPage } from './error-page';

export function NotFoundPage() {
  const { t } = useI18n();
  useDocumentTitle(t('notFound.text'));
  return (
    <ErrorPage
      code={t('notFound.title')}
      text={t('notFound.text')}
      hint={t('notFound.hint')}
      actions={
        <Link className="hp-button" to="/">
          {t('errorPage.home')}
        </Link>
      }
    />
  );
}
