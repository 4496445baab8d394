import { appUser, appUserPurchase, maskPhone } from '@admin/shared/contract/resources';
import type { Registry } from '../../http/registry';
import { registerCollection } from '../../kit/collection';

/** App users (/user/index): read, and banned or unbanned by status alone; their purchases, read-only. */
export function appUserFamily(reg: Registry): void {
  registerCollection(reg, {
    resource: appUser,
    table: 'app_user',
    // The number is stored whole (support matches on it) but never leaves the server unmasked.
    decorate: async (_db, items) => items.map((u) => ({ ...u, phone: maskPhone(String(u.phone)) })),
  });
  // A user's purchases, read-only, with the product's name.
  registerCollection(reg, {
    resource: appUserPurchase,
    table: 'app_user_purchase',
    scope: [{ param: 'user', column: 'user_id', exists: { table: 'app_user', key: 'id', label: '用户' } }],
    decorate: async (db, items) => {
      const ids = [...new Set(items.map((p) => Number(p.product_id)))];
      const names = ids.length ? await db.selectFrom('course_product').select(['id', 'name']).where('id', 'in', ids).execute() : [];
      const nameOf = new Map(names.map((n) => [Number(n.id), String(n.name)]));
      return items.map((p) => ({ ...p, product_name: nameOf.get(Number(p.product_id)) ?? null }));
    },
  });
}
