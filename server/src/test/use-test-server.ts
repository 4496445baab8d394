import { startTestServer, type Envelope, type TestServer } from './harness';
import type { BuildOptions } from '../app';

export interface UsedTestServer extends TestServer {
  /** Each account named, signed in before the file's first test (one session per account; a test may sign one in again). */
  tokens: Record<string, string>;
  /** The envelope of a call made as `who` (default: the first account named). */
  ask(method: string, url: string, body?: unknown, who?: string): Promise<Envelope>;
}

/**
 * A test file's server: started on a fresh database in `beforeAll`, with `accounts` signed in,
 * and closed in `afterAll`. What it returns stands for the server from the first test on, so a
 * file declares it once at the top: `const s = useTestServer(['admin', 'viewer'])`.
 */
export function useTestServer(accounts: readonly string[] = [], opts: Partial<BuildOptions> = {}): UsedTestServer {
  let server: TestServer | undefined;
  const tokens: Record<string, string> = {};
  beforeAll(async () => {
    server = await startTestServer(opts);
    for (const u of accounts) tokens[u] = await server.login(u);
  }, 60_000);
  afterAll(async () => server?.close());
  const started = (): TestServer => {
    if (!server) throw new Error('useTestServer: the server starts in beforeAll; use it inside a test or a hook');
    return server;
  };
  return {
    get app() {
      return started().app;
    },
    get db() {
      return started().db;
    },
    get dir() {
      return started().dir;
    },
    get clock() {
      return started().clock;
    },
    call: (method, url, o) => started().call(method, url, o),
    login: (username, password) => started().login(username, password),
    close: () => started().close(),
    tokens,
    ask: async (method, url, body, who = accounts[0]) => (await started().call(method, url, { token: tokens[who], body })).body,
  };
}
