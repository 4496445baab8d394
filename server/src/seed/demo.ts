import { DEMO_PASSWORD, DEMO_USERS } from '@admin/shared/contract';
import type { Db } from '../db/database';
import { inTransaction } from '../db/request-transaction';
import type { UploadStore } from '../uploads/store';
import { demoContext } from './demo-seed';
import { DEMO_SEEDS } from './demo-seeds';
import { storeDemoImages } from './png';

export interface DemoSummary {
  users: readonly string[];
  password: string;
}

/**
 * Demo mode (DESIGN 6): the five accounts (password demo123456) and realistic data behind every
 * call, so each screen has something to show: every resource's seed (DEMO_SEEDS) in order, each in
 * a transaction of its own. The same database every time for the same clock. Does nothing when
 * accounts exist.
 */
export async function seedDemo(db: Db, uploads: UploadStore, now: Date): Promise<DemoSummary | null> {
  const anyUser = await db.selectFrom('admin_user').select('id').limit(1).executeTakeFirst();
  if (anyUser) return null;
  const images = await storeDemoImages(uploads);
  const context = demoContext(db, uploads, now, images);
  for (const seed of DEMO_SEEDS) {
    if (seed.storesUploads) await seed.run(context);
    else await inTransaction(db, (trx) => seed.run({ ...context, db: trx }));
  }
  return { users: DEMO_USERS, password: DEMO_PASSWORD };
}
