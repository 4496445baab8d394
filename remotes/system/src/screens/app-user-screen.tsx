import { useI18n } from '@admin/shared/i18n';
import { ResourceList } from '@admin/shared/resource';
import './messages';
import { appUserResource } from './app-user-resource';

/** /user/index: look up app users; with account.change_user, ban or unban one. */
export function AppUserScreen() {
  useI18n();
  return <ResourceList def={appUserResource} />;
}

export default AppUserScreen;
