import { DEMO_PASSWORD, DEMO_ROLES, DEMO_USERS } from '@admin/shared/contract';
import { hashPassword } from '../../auth/passwords';
import { createUser } from '../../auth/users';
import type { DemoSeed } from '../../seed/demo-seed';

const USER_NAMES: Record<string, string> = { admin: '管理员', ads: '广告运营', abroad: '留学运营', viewer: '只读访客', nobody: '无权限用户' };

/** The five demo accounts (password demo123456, server/README), each with its demo role. */
export const accountSeed: DemoSeed = {
  tables: ['admin_user', 'user_permission'],
  async run({ db, now }) {
    // One hash for the five: a salt keeps equal secret passwords from having equal hashes, and this
    // password is printed at every start (demo mode only).
    const hash = hashPassword(DEMO_PASSWORD);
    for (const u of DEMO_USERS) {
      await createUser(db, { username: u, password: DEMO_PASSWORD, name: USER_NAMES[u], permissions: DEMO_ROLES[u] }, now, hash);
    }
  },
};
