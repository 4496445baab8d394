/*
 * The jest environment of screen tests (`*.screen.test.tsx`): jsdom whose page origin is a real API
 * server started for this test file alone, so the console's calls are same-origin, as in
 * production, with the token cookie on that origin.
 */
import { execFileSync } from 'node:child_process';
import { TestEnvironment } from 'jest-environment-jsdom';
import { startApiServer, type ApiServer } from './api-server';

/**
 * A port the system has just handed out and released. jsdom fixes the page's origin when it is
 * built (a later reconfigure moves the URL, not the origin its requests are checked against), and
 * the constructor cannot wait, so the port is asked for synchronously, by a child process.
 */
const freePortSync = (): number =>
  Number(
    execFileSync(
      process.execPath,
      ['-e', "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})"],
      {
        encoding: 'utf8',
      },
    ),
  );

type Args = ConstructorParameters<typeof TestEnvironment>;

export default class ApiEnvironment extends TestEnvironment {
  private api: Promise<ApiServer> | null = null;
  private readonly port: number;

  constructor(config: Args[0], context: Args[1]) {
    const port = freePortSync();
    const projectConfig = {
      ...config.projectConfig,
      testEnvironmentOptions: { ...config.projectConfig.testEnvironmentOptions, url: `http://127.0.0.1:${port}/admin/` },
    };
    super({ ...config, projectConfig }, context);
    this.port = port;
  }

  override async setup(): Promise<void> {
    await super.setup();
    // Not awaited here: the server migrates and seeds its database between jest's loading of the
    // test file's imports, and the first test waits for it (wait-for-api.ts, a setup file).
    this.api = startApiServer(this.port);
    this.global.__apiReady = this.api.then(() => undefined);
    this.api.catch(() => undefined); // reported by the wait, not as an unhandled rejection
    // jsdom has no fetch (the kit streams exports with it): the page gets Node's, with jsdom's
    // AbortSignal bridged to one of Node's, which is the only kind Node's fetch accepts.
    this.global.fetch = ((input: string, init: RequestInit = {}) => {
      const { signal, ...rest } = init;
      const bridge = new AbortController();
      signal?.addEventListener('abort', () => bridge.abort());
      return fetch(input, { ...rest, signal: bridge.signal });
    }) as typeof fetch;
  }

  override async teardown(): Promise<void> {
    const api = await this.api?.catch(() => null);
    await api?.stop();
    this.api = null;
    await super.teardown();
  }
}
