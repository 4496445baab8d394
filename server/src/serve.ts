import { buildApp } from './app';
import type { ServerConfig } from './config';

/**
 * The server of a configuration, listening: what `npm start` runs (main.ts), and what the screen
 * tests' jest environment runs in its own process for each test file (testing/src/api-environment.ts).
 */
export async function serve(cfg: ServerConfig) {
  const app = await buildApp({
    dataDir: cfg.dataDir,
    databaseUrl: cfg.databaseUrl,
    demo: cfg.demo,
    remotesJson: cfg.remotesJson,
    runtimeConfig: cfg.runtimeConfig,
    deployDir: cfg.deployDir,
    testHooks: cfg.testHooks,
    logger: cfg.logger,
    hstsMaxAge: cfg.hstsMaxAge,
    auditRetentionDays: cfg.auditRetentionDays,
    recycleBinDays: cfg.recycleBinDays,
    listPageCacheRows: cfg.listPageCacheRows,
    trustProxy: cfg.trustProxy,
    apiDocs: cfg.apiDocs,
    sessionIdleMinutes: cfg.sessionIdleMinutes,
  });
  try {
    const address = await app.listen({ port: cfg.port, host: cfg.host });
    return { app, url: address.replace('[::1]', 'localhost') };
  } catch (err) {
    await app.close();
    throw err;
  }
}
