import { appUser, maskPhone } from '@admin/shared/contract/resources';
import type { Registry } from '../http/registry';
import { registerCollection } from '../resources/collection';

/** App users (/user/index): read, and banned or unbanned by status alone. */
export function appUserFamily(reg: Registry): void {
  registerCollection(reg, {
    resource: appUser,
    table: 'app_user',
    // The number is stored whole (support matches on it) but never leaves the server unmasked.
    decorate: async (_db, items) => items.map((u) => ({ ...u, phone: maskPhone(String(u.phone)) })),
  });
}
