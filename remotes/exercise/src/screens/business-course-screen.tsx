import { useI18n } from '@admin/shared/i18n';
import { ResourceList } from '@admin/shared/resource';
import './messages';
import { businessCourseResource } from './business-course-resource';

/** /exercise/business-course: the list of business courses with search, create, edit and delete. */
export function BusinessCourseScreen() {
  useI18n();
  return <ResourceList def={businessCourseResource} />;
}

export default BusinessCourseScreen;
