/*
 * The real API server of a screen test file: `serve` of server/src, as `npm start` runs it, on a
 * fresh demo database in a temporary folder, listening on the port the caller got from the system.
 *
 * It runs in the jest worker's own process. jest loads a test environment with Node's require, so
 * the server's modules load once per worker and each test file pays only for its database (a copy
 * of the run's seeded template).
 * A child process per file paid ~2 s more, loading tsx, fastify, zod and kysely again, on the same
 * two cores as the tests.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { readConfig } from '../../server/src/config';
import { serve } from '../../server/src/serve';
import { copySqliteTemplate, templatesOn } from '../../server/src/test/demo-template';

export interface ApiServer {
  /** e.g. http://127.0.0.1:43117 */
  origin: string;
  stop(): Promise<void>;
}

export async function startApiServer(port: number): Promise<ApiServer> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'admin-api-'));
  const remove = () => rmSync(dir, { recursive: true, force: true });
  // In a jest run the demo database is copied from the run's template, seeded once by the first
  // screen server (a few minutes before this one starts, which no screen can tell).
  const copied = templatesOn();
  if (copied) await copySqliteTemplate('screens', dir, new Date());
  // Only these settings: nothing of the shell's environment (a DATABASE_URL, say) reaches the tests.
  const cfg = readConfig({ PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dir, DEMO: copied ? '0' : '1', LOG: '0' });
  const { app, url } = await serve(cfg).catch((err: unknown) => {
    remove();
    throw err;
  });
  return {
    origin: url,
    stop: async () => {
      // The file's tests are over: a request still open (the page was torn down while a call was
      // on its way) would otherwise hold the close for the server's keep-alive timeout (72 s).
      const closed = app.close();
      app.server.closeAllConnections();
      await closed;
      remove();
    },
  };
}
