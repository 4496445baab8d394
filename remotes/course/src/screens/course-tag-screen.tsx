import { useI18n } from '@admin/shared/i18n';
import { ResourceList } from '@admin/shared/resource';
import './messages';
import { courseTagResource } from './course-tag-resource';

/** /course/tag: list, search, create, edit, enable and delete course tags. */
export function CourseTagScreen() {
  useI18n();
  return <ResourceList def={courseTagResource} />;
}

export default CourseTagScreen;
