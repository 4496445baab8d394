import { buildApp } from './app';
import { readConfig } from './config';

/*
 * `tsx src/demo-data.ts`: makes the demo database (migrated, seeded, with its uploads) in DATA_DIR,
 * or DATABASE_URL, and exits. The browser suite makes one per run and copies it for each of its
 * servers instead of seeding each (e2e/lib/server.ts).
 */
const cfg = readConfig();
buildApp({ dataDir: cfg.dataDir, databaseUrl: cfg.databaseUrl, demo: true })
  .then((app) => app.close())
  .catch((err: unknown) => {
    console.error(err);
    process.exitCode = 1;
  });
