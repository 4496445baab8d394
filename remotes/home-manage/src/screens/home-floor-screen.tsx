import { useI18n } from '@admin/shared/i18n';
import { ResourceList } from '@admin/shared/resource';
import './messages';
import { homeFloorResource } from './home-floor-resource';

/** /homemanage/floor: list, search, create, edit, enable and delete home floors. */
export function HomeFloorScreen() {
  useI18n();
  return <ResourceList def={homeFloorResource} />;
}

export default HomeFloorScreen;
