import path from 'node:path';
import { REPO_ROOT } from './app';
import { isPostgresUrl, maskUrl } from './db/database';
import { retentionDaysOf } from './audit/retention';
import { binDaysOf } from './audit/recycle-bin';
import { trustProxyOf } from './http/trust-proxy';
import { idleMinutesOf } from './auth/sessions';

/** Settings of `npm start` from the environment. */
export interface ServerConfig {
  port: number;
  host: string;
  dataDir: string;
  /** PostgreSQL (`postgres://…`) instead of the SQLite file in dataDir. */
  databaseUrl?: string;
  /** undefined: demo mode when the database is new. */
  demo: boolean | undefined;
  remotesJson?: string;
  runtimeConfig?: string;
  deployDir?: string;
  testHooks: boolean;
  logger: boolean;
  /** HSTS max-age in seconds (HSTS=…) when the console is served over TLS; off by default. */
  hstsMaxAge?: number;
  /** Seconds between SIGTERM and closing the listener, while readiness already fails (DRAIN_SECONDS). */
  drainSeconds: number;
  /** Days the audit log keeps a row (AUDIT_RETENTION_DAYS, default 365). */
  auditRetentionDays?: number;
  /** Days a deleted record stays restorable from the recycle bin (RECYCLE_BIN_DAYS, default 30). */
  recycleBinDays?: number;
  /** Rows of whole list pages each process keeps (LIST_PAGE_CACHE_ROWS, default 10 000; 0 keeps none). */
  listPageCacheRows?: number;
  /** Proxies whose X-Forwarded-For names the client (TRUST_PROXY: addresses or CIDR ranges); none by default. */
  trustProxy?: string[];
  /** Who reads /admin_api/docs (API_DOCS=staff|public): signed-in accounts by default. */
  apiDocs: 'staff' | 'public';
  /** Minutes a session may go unused (SESSION_IDLE_MINUTES, 1–720; default 120). */
  sessionIdleMinutes?: number;
}

const flag = (v: string | undefined): boolean | undefined => {
  if (v === undefined || v === '') return undefined;
  if (/^(1|true|yes|on)$/i.test(v)) return true;
  if (/^(0|false|no|off)$/i.test(v)) return false;
  throw new Error(`expected 1/0/true/false, got "${v}"`);
};

function seconds(name: string, v: string | undefined): number | undefined {
  if (v === undefined || v === '' || v === '0') return undefined;
  const n = Number(v);
  if (!Number.isInteger(n) || n < 0 || n > 10 * 365 * 86400) throw new Error(`${name} must be a whole number of seconds, got "${v}"`);
  return n;
}

/** Only PostgreSQL URLs: anything else is a mistake that must stop the start, not fall back to SQLite. */
function databaseUrlOf(v: string | undefined): string | undefined {
  if (!v) return undefined;
  if (!isPostgresUrl(v)) throw new Error(`DATABASE_URL must be a postgres:// or postgresql:// URL, got "${maskUrl(v)}"`);
  return v;
}

function rowCount(name: string, v: string | undefined): number | undefined {
  if (v === undefined || v === '') return undefined;
  const n = Number(v);
  if (!Number.isInteger(n) || n < 0 || n > 10_000_000) throw new Error(`${name} must be a whole number of rows (0–10 000 000), got "${v}"`);
  return n;
}

function apiDocsOf(v: string | undefined): 'staff' | 'public' {
  if (v === undefined || v === '' || v === 'staff') return 'staff';
  if (v === 'public') return 'public';
  throw new Error(`API_DOCS must be staff or public, got "${v}"`);
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = Number(env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be 0–65535, got "${env.PORT}"`);
  return {
    port,
    host: env.HOST || '127.0.0.1',
    dataDir: path.resolve(REPO_ROOT, env.DATA_DIR || 'data'),
    databaseUrl: databaseUrlOf(env.DATABASE_URL),
    demo: flag(env.DEMO),
    remotesJson: env.REMOTES_JSON || undefined,
    runtimeConfig: env.RUNTIME_CONFIG || undefined,
    deployDir: env.DEPLOY_DIR || undefined,
    testHooks: flag(env.ADMIN_TEST_HOOKS) ?? false,
    logger: flag(env.LOG) ?? true,
    hstsMaxAge: seconds('HSTS', env.HSTS),
    drainSeconds: seconds('DRAIN_SECONDS', env.DRAIN_SECONDS) ?? 0,
    auditRetentionDays: retentionDaysOf(env.AUDIT_RETENTION_DAYS),
    recycleBinDays: binDaysOf(env.RECYCLE_BIN_DAYS),
    listPageCacheRows: rowCount('LIST_PAGE_CACHE_ROWS', env.LIST_PAGE_CACHE_ROWS),
    trustProxy: trustProxyOf(env.TRUST_PROXY),
    apiDocs: apiDocsOf(env.API_DOCS),
    sessionIdleMinutes: idleMinutesOf(env.SESSION_IDLE_MINUTES),
  };
}
