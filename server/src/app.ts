import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import { API_PREFIX, Code, HEADER } from '@admin/shared/contract';
import { UPLOAD_MAX_BYTES } from '@admin/shared/contract/resources';
import Fastify, { type FastifyInstance } from 'fastify';
import path from 'node:path';
import { authHook, signedInOnly } from './auth/hook';
import { endSsoSessions } from './auth/sessions';
import { openPostgres, openSqlite, type Db, type DbHandle } from './db/database';
import { migrate } from './db/migrate';
import { withStartupLock } from './db/startup-lock';
import { uploadsDir } from './resources/reference/uploads';
import { requestScopedDb } from './db/request-transaction';
import { auditedHandle } from './audit/capture';
import { auditRefusal } from './audit/refusals';
import { DEFAULT_AUDIT_RETENTION_DAYS, scheduleAuditRetention } from './audit/retention';
import { DEFAULT_RECYCLE_BIN_DAYS, scheduleBinPurge } from './audit/recycle-bin';
import { randomUUID } from 'node:crypto';
import { invalid } from './http/api-error';
import { registerResources } from './resources';
import { installErrorHandling, JSON_BODY_LIMIT } from './http/error-handler';
import { Registry } from './http/registry';
import { CountCache } from './kit/count-cache';
import { KaoyanYears, yearUsesOf } from './kit/kaoyan-years';
import { seedDemo, type DemoSummary } from './seed/demo';
import { writeCreationHistory } from './seed/creation-history';
import { seedReference } from './resources/reference/reference.seed';
import type { Deps } from './types';
import { registerSecurityHeaders } from './web/headers';
import { registerHealth, type Lifecycle } from './web/health';
import { registerSso } from './web/sso';
import { registerStatic } from './web/static';
import { compressJson } from './http/compress';
import { stringifyReply } from './http/json-text';
import { documentRoute } from './http/openapi-schema';
import { registerUploads } from './web/uploads';
import { registerResumableUploads } from './web/resumable-uploads';
import { databaseStore } from './uploads/database-store';
import { directoryStore } from './uploads/store';

export interface BuildOptions {
  /** Folder of the database file and uploads. */
  dataDir?: string;
  /** The SQLite file (default `<dataDir>/admin.sqlite`). */
  dbFile?: string;
  /** PostgreSQL (`postgres://…`) instead of SQLite; uploads then live in the database too. */
  databaseUrl?: string;
  /** Seed the demo accounts and data. Default: when the database is new. */
  demo?: boolean;
  /** Repository root holding host/dist and remotes/<name>/dist (default: this checkout). */
  staticRoot?: string;
  remotesJson?: string;
  runtimeConfig?: string;
  deployDir?: string;
  logger?: boolean;
  now?: () => Date;
  /** Adds POST /admin_api/__test__/end-sso for browser tests (never in production). */
  testHooks?: boolean;
  /** Strict-Transport-Security max-age (seconds) when the console is served over TLS. */
  hstsMaxAge?: number;
  /** Who reads /admin_api/docs: signed-in accounts (default, API_DOCS=staff) or anyone (API_DOCS=public, for development). */
  apiDocs?: 'staff' | 'public';
  /** Minutes a session may go unused before it ends, within its 12 hours (default 120; SESSION_IDLE_MINUTES). */
  sessionIdleMinutes?: number;
  /** Days the audit log keeps a row (default 365; AUDIT_RETENTION_DAYS). */
  auditRetentionDays?: number;
  /** Days a deleted record stays restorable from the recycle bin (default 30; RECYCLE_BIN_DAYS). */
  recycleBinDays?: number;
  /**
   * Rows of whole list pages kept per process (default 10 000): memory against repeated pages'
   * cost. 0 keeps no page (totals and positions still are): the benchmarks' "not kept" figures.
   */
  listPageCacheRows?: number;
  /**
   * Proxies (addresses, CIDR ranges) whose X-Forwarded-For names the client: its address is then
   * `req.ip`, which the sign-in throttle and the audit log key on. None by default.
   */
  trustProxy?: readonly string[];
}

export interface AppInfo {
  deps: Deps;
  /** The SQLite file or the PostgreSQL URL (password masked). */
  dbLocation: string;
  dialect: DbHandle['dialect'];
  /** Set when this start seeded the demo accounts. */
  demo: DemoSummary | null;
  /** True when the database had no schema before this start. */
  created: boolean;
  /** `draining` is set on SIGTERM: readiness fails while in-flight requests finish. */
  lifecycle: Lifecycle;
}

declare module 'fastify' {
  interface FastifyInstance {
    info: AppInfo;
  }
}

// The server runs as CommonJS (tsx, jest), where __dirname is this folder.
export const REPO_ROOT = path.resolve(__dirname, '../..');
export const DB_FILE_NAME = 'admin.sqlite';

/** Every resource's implementations of the contract's endpoints (ENDPOINTS). */
export function buildRegistry(): Registry {
  const reg = new Registry();
  registerResources(reg);
  return reg;
}

/** The logged request line never carries a token (the user-info call takes it as a query). */
const redactUrl = (url: string) => url.replace(/([?&]token=)[^&]*/gi, '$1***');

/**
 * Opens the database (PostgreSQL when `databaseUrl` is set, else the SQLite file), applies the
 * pending migrations and runs `prepare` (seeding) under the startup lock, so instances starting
 * at once migrate and seed once.
 */
export async function openDatabase<T = void>(
  opts: BuildOptions,
  prepare?: (db: Db, created: boolean) => Promise<T>,
  onIdleError?: (err: Error) => void,
): Promise<{ handle: DbHandle; location: string; created: boolean; prepared: T | undefined }> {
  const dataDir = path.resolve(opts.dataDir ?? path.dirname(opts.dbFile ?? './data/x'));
  const handle = opts.databaseUrl ? openPostgres(opts.databaseUrl, { onIdleError }) : openSqlite(opts.dbFile ?? path.join(dataDir, DB_FILE_NAME));
  try {
    return await withStartupLock(handle, async (db) => {
      const tables = await db.introspection.getTables();
      const created = !tables.some((t) => t.name === 'admin_user');
      await migrate(db);
      const prepared = prepare ? await prepare(db, created) : undefined;
      return { handle, location: handle.location, created, prepared };
    });
  } catch (err) {
    await handle.close().catch(() => undefined);
    throw err;
  }
}

/** The reference server as a fastify instance (tests call `inject`, main.ts calls `listen`). */
export async function buildApp(opts: BuildOptions = {}): Promise<FastifyInstance> {
  const now = opts.now ?? (() => new Date());
  const dataDir = path.resolve(opts.dataDir ?? path.dirname(opts.dbFile ?? path.join(REPO_ROOT, 'data', DB_FILE_NAME)));
  const storeOn = (db: Db, dialect: DbHandle['dialect']) => (dialect === 'postgres' ? databaseStore(db, now) : directoryStore(uploadsDir(dataDir)));
  const registry = buildRegistry();
  const { handle, location, created, prepared } = await openDatabase({ ...opts, dataDir }, async (db, isNew) => {
    await seedReference(db, now());
    const seeded = (opts.demo ?? isNew) ? await seedDemo(db, storeOn(db, opts.databaseUrl ? 'postgres' : 'sqlite'), now()) : null;
    // Seeded records get the creation entry a create writes, so their history starts with them.
    if (seeded || isNew) await writeCreationHistory(db, registry, now());
    return seeded;
  });
  const demo = prepared ?? null;

  // Inside a write request's transaction every query runs on it (db/request-transaction.ts).
  const db = requestScopedDb(handle.db);
  const deps: Deps = {
    db,
    now,
    dataDir,
    counts: new CountCache(db, undefined, undefined, opts.listPageCacheRows),
    uploads: storeOn(db, handle.dialect),
    recycleBinDays: opts.recycleBinDays ?? DEFAULT_RECYCLE_BIN_DAYS,
    years: new KaoyanYears(yearUsesOf(registry.storages().map(([, storage]) => storage))),
    ...(opts.sessionIdleMinutes ? { sessionIdleMs: opts.sessionIdleMinutes * 60_000 } : {}),
  };
  const app = Fastify({
    logger: opts.logger ? { level: 'info', serializers: { req: (req) => ({ method: req.method, url: redactUrl(req.url) }) } } : false,
    bodyLimit: JSON_BODY_LIMIT,
    trustProxy: opts.trustProxy?.length ? [...opts.trustProxy] : false,
    routerOptions: { ignoreTrailingSlash: false, maxParamLength: 200 },
    // The audit log's request id: the caller's (a proxy's) when it sends a sane one.
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w.:-]{1,64}$/.test(given) ? given : randomUUID();
    },
  });
  const lifecycle: Lifecycle = { draining: false };
  app.decorate('info', { deps, dbLocation: location, dialect: handle.dialect, demo, created, lifecycle });
  app.decorateRequest('user', null);
  app.addHook('onClose', async () => handle.close());

  // Validation is zod's job in one place (the registry); the JSON schemas only document.
  app.setValidatorCompiler(() => () => true);
  // API routes carry no response schema (documentRoute documents them), so their replies go
  // through the reply serializer, not a schema's.
  app.setReplySerializer(stringifyReply);
  app.removeContentTypeParser('text/plain');
  // The SSO form posts urlencoded; API routes refuse it (they want JSON).
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 8192 }, (_req, body, done) =>
    done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
  installErrorHandling(app, auditRefusal(deps));
  const staticRoot = opts.staticRoot ?? REPO_ROOT;
  registerSecurityHeaders(app, {
    runtimeConfigFile: opts.runtimeConfig ? path.resolve(opts.runtimeConfig) : path.join(staticRoot, 'host', 'dist', 'runtime-config.json'),
    hstsMaxAge: opts.hstsMaxAge,
  });

  await app.register(swagger, {
    transform: documentRoute,
    openapi: {
      info: {
        title: 'Exam-prep admin console API',
        version: '1.0.0',
        description: `Envelope { code, msg, data } on every response; code ${Code.OK} is success. Header ${HEADER.system}: ${HEADER.systemValue} on every call, header token when signed in.`,
      },
      components: { securitySchemes: { token: { type: 'apiKey', in: 'header', name: HEADER.token } } },
    },
  });
  await app.register(multipart, { limits: { fileSize: UPLOAD_MAX_BYTES, files: 1 } });
  await app.register(fastifyStatic, { root: REPO_ROOT, serve: false });

  app.addHook('onRequest', authHook(deps));
  // JSON bodies of 1 KB and more go out brotli/gzip compressed when the client accepts it.
  app.addHook('onSend', compressJson());
  app.addHook('preHandler', async (req) => {
    const e = req.routeOptions.config.endpoint;
    if (!e || req.body === undefined || req.isMultipart()) return;
    const type = String(req.headers['content-type'] ?? '');
    if (!type.startsWith('application/json')) throw invalid([{ field: 'body', message: '请求体应为 JSON（Content-Type: application/json）' }]);
  });

  // Every write runs in one transaction with its audit rows (audit/capture.ts).
  registry.mount(app, deps, { around: (ctx, run) => auditedHandle(deps, ctx, (r) => registry.storageOf(r), run) });

  // The whole API's map is for the staff: a token of a live session unless told otherwise.
  const docs = { schema: { hide: true }, onRequest: opts.apiDocs === 'public' ? [] : [signedInOnly(deps)] };
  app.get(`/admin_api/docs`, docs, async () => app.swagger());
  app.get(`/admin_api/docs/openapi.json`, docs, async () => app.swagger());

  if (opts.testHooks) {
    app.post(`${API_PREFIX.replace('/v1', '')}/__test__/end-sso`, { schema: { hide: true } }, async (req) => {
      const username = String((req.body as { username?: unknown } | undefined)?.username ?? '');
      return { code: Code.OK, msg: 'ok', data: { ended: await endSsoSessions(deps.db, username, now()) } };
    });
  }

  await scheduleAuditRetention(app, deps.db, now, opts.auditRetentionDays ?? DEFAULT_AUDIT_RETENTION_DAYS);
  await scheduleBinPurge(app, deps.db, now, deps.recycleBinDays);
  registerHealth(app, handle, lifecycle);
  registerSso(app, deps);
  registerUploads(app, deps.uploads);
  registerResumableUploads(app, deps);
  registerStatic(app, {
    root: staticRoot,
    remotesJson: opts.remotesJson,
    runtimeConfig: opts.runtimeConfig,
    deployDir: opts.deployDir,
  });
  await app.ready();
  return app;
}
