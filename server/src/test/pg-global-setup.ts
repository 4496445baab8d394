import { startPgCluster, type PgCluster } from './pg-cluster';

declare global {
  var __adminPgCluster: PgCluster | undefined;
}

/**
 * Global setup of the `server-pg` jest project: one PostgreSQL cluster for the run (no fsync:
 * nothing here has to survive the machine), on 127.0.0.1 at a free port in a temporary folder.
 * The workers inherit ADMIN_TEST_PG_URL; each test server makes its own database there.
 */
export default async function setup(): Promise<void> {
  const cluster = await startPgCluster({ fast: true });
  globalThis.__adminPgCluster = cluster;
  process.env.ADMIN_TEST_PG_URL = cluster.url();
}
