import { Link } from 'react-router-dom';
import { defineMessages, t } from '@admin/shared/i18n';
import { resourceScreen, type Rec } from '@admin/shared/resource';
import { aggTestResource } from './agg-test-resource';

defineMessages({ 'exercise.agg.contents': ['内容', 'Contents'] });

export const resource = aggTestResource;

/** /exercise/agg-pkg: aggregated tests, each opening its packages. */
export default resourceScreen(aggTestResource, {
  rowActions: (r: Rec) => <Link to={`/exercise/agg/${String(r.id)}`}>{t('exercise.agg.contents')}</Link>,
});
