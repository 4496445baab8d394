// One server and one browser per test file, a fresh browser context per test, a screenshot of
// the page when a test fails, and bounded waits everywhere.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { after, before, test } from 'node:test';
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { launchBrowser } from './browser';
import { ARTIFACTS } from './paths';
import { stopAllChildren } from './procs';
import type { ConsoleServer, ServerOptions } from './server';
import { startServer } from './server';

export interface TestArgs {
  page: Page;
  context: BrowserContext;
  browser: Browser;
  server: ConsoleServer;
  /** Console errors and uncaught page errors so far, to explain a failure. */
  pageErrors: string[];
}

export interface TestOptions {
  timeout?: number;
  context?: BrowserContextOptions;
}

export interface Suite {
  test(name: string, fn: (args: TestArgs) => Promise<void>, opts?: TestOptions): void;
  readonly server: ConsoleServer;
  readonly browser: Browser;
}

const DEFAULT_TEST_TIMEOUT = 60_000;
export const DESKTOP = { width: 1280, height: 800 };

export interface SuiteOptions {
  server?: ServerOptions;
  startServer?: boolean;
  /** Runs before the server starts (extra builds, helper servers whose ports the server needs). */
  prepare?: () => Promise<void> | void;
  /** Runs once the server and the browser are up. */
  ready?: (suite: { server: ConsoleServer; browser: Browser }) => Promise<void> | void;
  /** Runs before the server and the browser stop, even when a test failed. */
  teardown?: () => Promise<void> | void;
  /** Bound of prepare + start + ready (default 90 s). */
  setupTimeoutMs?: number;
}

// One `before`/`after` pair per file: node 20 starts top-level `before` hooks without waiting for
// the previous one, so every setup step of a file runs in order inside this one hook.
export function consoleSuite(fileName: string, opts: SuiteOptions = {}): Suite {
  let server: ConsoleServer | undefined;
  let browser: Browser | undefined;
  const label = path.basename(fileName).replace(/\.test\.[mc]?[tj]s$/, '');

  const timing = (what: string, t0: number) => {
    if (process.env.E2E_TIMING) process.stderr.write(`[timing] ${label} ${what}: ${Date.now() - t0} ms\n`);
  };
  before(
    async () => {
      let t0 = Date.now();
      await opts.prepare?.();
      timing('prepare', t0);
      t0 = Date.now();
      [browser, server] = await Promise.all([launchBrowser(), opts.startServer === false ? Promise.resolve(undefined) : startServer(opts.server)]);
      timing('server + browser', t0);
      t0 = Date.now();
      if (opts.ready) await opts.ready({ server: server!, browser });
      timing('ready', t0);
    },
    { timeout: opts.setupTimeoutMs ?? 90_000 },
  );
  after(
    async () => {
      const t0 = Date.now();
      try {
        await opts.teardown?.();
      } finally {
        await browser?.close().catch(() => {});
        await server?.stop();
        await stopAllChildren();
        timing('teardown', t0);
        if (process.env.E2E_TIMING) {
          setTimeout(() => {
            const handles = (process as unknown as { _getActiveHandles(): object[] })._getActiveHandles();
            const reqs = (process as unknown as { _getActiveRequests(): object[] })._getActiveRequests();
            process.stderr.write(
              `[timing] ${label} still open after 3 s: ${handles.map((h) => h.constructor.name).join(', ')} / ${reqs.map((h) => h.constructor.name).join(', ')}\n`,
            );
          }, 3000).unref();
          const t1 = Date.now();
          process.on('exit', () => process.stderr.write(`[timing] ${label} exits ${Date.now() - t1} ms after teardown\n`));
        }
      }
    },
    { timeout: 30_000 },
  );

  return {
    get server() {
      if (!server) throw new Error('server not started');
      return server;
    },
    get browser() {
      if (!browser) throw new Error('browser not started');
      return browser;
    },
    test(name, fn, topts = {}) {
      test(name, { timeout: topts.timeout ?? DEFAULT_TEST_TIMEOUT }, async () => {
        if (!browser) throw new Error('browser not started');
        const context = await browser.newContext({
          viewport: DESKTOP,
          locale: 'zh-CN',
          baseURL: server?.url,
          ...topts.context,
        });
        context.setDefaultTimeout(10_000);
        context.setDefaultNavigationTimeout(20_000);
        const page = await context.newPage();
        const pageErrors: string[] = [];
        page.on('pageerror', (e) => pageErrors.push(`pageerror: ${e.message}`));
        page.on('response', (r) => {
          if (r.status() >= 400 && !r.url().includes('/admin_api/')) pageErrors.push(`HTTP ${r.status()} ${r.url()}`);
        });
        page.on('console', (m) => {
          if (m.type() === 'error') pageErrors.push(`console: ${m.text()}`);
        });
        try {
          await fn({ page, context, browser, server: server!, pageErrors });
        } catch (e) {
          await saveScreenshot(context, `${label}--${name}`);
          if (!pageErrors.length) throw e;
          // A new error: the runner prints the stack, which an edited `message` would not reach.
          const err = e as Error;
          const extra = `\n  page errors:\n    ${pageErrors
            .slice(-10)
            .map((x) => x.split('\n')[0].slice(0, 300))
            .join('\n    ')}`;
          throw Object.assign(new Error(`${err.message}${extra}`, { cause: err }), { stack: `${err.message}${extra}` });
        } finally {
          await context.close().catch(() => {});
        }
      });
    },
  };
}

async function saveScreenshot(context: BrowserContext, name: string) {
  mkdirSync(ARTIFACTS, { recursive: true });
  const safe = name.replace(/[^\p{L}\p{N}_.-]+/gu, '_').slice(0, 120);
  const pages = context.pages();
  for (const [i, p] of pages.entries()) {
    await p.screenshot({ path: path.join(ARTIFACTS, `${safe}${pages.length > 1 ? `-${i}` : ''}.png`), timeout: 5000 }).catch(() => {});
  }
}
