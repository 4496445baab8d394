import type { Db } from '../../db/database';
import type { DemoSeed } from '../../seed/demo-seed';

const DAY = 24 * 60 * 60 * 1000;

/** Demo purchases: most app users bought a few course products, some refunded. */
export async function seedAppUserPurchases(db: Db, now: Date): Promise<void> {
  const users = (await db.selectFrom('app_user').select(['id', 'registered_at']).orderBy('id').execute()) as { id: number; registered_at: string }[];
  const products = (await db.selectFrom('course_product').select(['id', 'price']).where('price', '>', 0).orderBy('id').execute()) as {
    id: number;
    price: number;
  }[];
  if (!users.length || !products.length) return;
  const rows = users.flatMap((u, i) =>
    Array.from({ length: (i + 1) % 5 }, (_, k) => {
      const p = products[(i * 7 + k * 3) % products.length];
      const since = Math.max(1, Math.floor((now.getTime() - Date.parse(u.registered_at)) / DAY));
      const at = new Date(now.getTime() - ((i * 13 + k * 29) % since) * DAY - k * 3_600_000).toISOString();
      return {
        user_id: Number(u.id),
        product_id: Number(p.id),
        order_no: `KY${at.slice(0, 10).replace(/-/g, '')}${String(Number(u.id) * 100 + k).padStart(6, '0')}`,
        amount: Number(p.price),
        status: (i + k) % 7 === 3 ? 'refunded' : 'paid',
        paid_at: at,
        created_at: at,
        updated_at: at,
        version: 1,
      };
    }),
  );
  for (let i = 0; i < rows.length; i += 200)
    await db
      .insertInto('app_user_purchase')
      .values(rows.slice(i, i + 200))
      .execute();
}

export const appUserPurchaseSeed: DemoSeed = { tables: ['app_user_purchase'], run: ({ db, now }) => seedAppUserPurchases(db, now) };
