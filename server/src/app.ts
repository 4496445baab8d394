import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import { API_PREFIX, Code, HEADER } from '@admin/shared/contract';
import { UPLOAD_MAX_BYTES } from '@admin/shared/contract/resources';
import Fastify, { type FastifyInstance } from 'fastify';
import path from 'node:path';
import { authHook } from './auth/hook';
import { endSsoSessions } from './auth/sessions';
import { openPostgres, openSqlite, type Db, type DbHandle } from './db/database';
import { migrate } from './db/migrate';
import { withStartupLock } from './db/startup-lock';
import { accountFamily } from './families/account';
import { adsFamily } from './families/ads';
import { appUserFamily } from './families/app-user';
import { businessCourseFamily } from './families/business-course';
import { commentFamily } from './families/comment';
import { productClassifyFamily } from './families/product-classify';
import { courseCatalogFamily } from './families/course-catalog';
import { courseClassifyFamily } from './families/course-classify';
import { courseFaqAllocFamily } from './families/course-faq-alloc';
import { preferencesFamily } from './families/preferences';
import { pushFamily } from './families/push';
import { prosysHuabeiConfigFamily } from './families/prosys-huabei-config';
import { specialTopicPageFamily } from './families/special-topic-page';
import { articleFamily } from './families/article';
import { appVersionFamily } from './families/app-version';
import { customerServiceFamily } from './families/customer-service';
import { policyFamily } from './families/policy';
import { yearContentFamily } from './families/year-content';
import { yearCopyFamily } from './families/year-copy';
import { referenceFamily } from './families/reference';
import { uploadFamily, uploadsDir } from './families/upload';
import { whitelistFamily } from './families/whitelist';
import { feedbackFamily } from './families/feedback';
import { homepagesettingFamily } from './families/homepagesetting';
import { dashboardFamily } from './families/dashboard';
import { auditFamily } from './families/audit';
import { requestScopedDb } from './audit/request-transaction';
import { auditRefusal } from './audit/refusals';
import { DEFAULT_AUDIT_RETENTION_DAYS, scheduleAuditRetention } from './audit/retention';
import { randomUUID } from 'node:crypto';
import { invalid } from './http/api-error';
import { plainCollections } from './families/plain-collections';
import { installErrorHandling, JSON_BODY_LIMIT } from './http/error-handler';
import { Registry } from './http/registry';
import { CountCache } from './resources/count-cache';
import { seedDemo, type DemoSummary } from './seed/demo';
import { seedReference } from './seed/reference';
import type { Deps } from './types';
import { registerSecurityHeaders } from './web/headers';
import { registerHealth, type Lifecycle } from './web/health';
import { registerSso } from './web/sso';
import { registerStatic } from './web/static';
import { compressJson } from './http/compress';
import { stringifyReply } from './http/json-text';
import { documentRoute } from './http/openapi-schema';
import { registerUploads } from './web/uploads';
import { databaseStore, directoryStore } from './uploads/store';

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
  /** Days the audit log keeps a row (default 365; AUDIT_RETENTION_DAYS). */
  auditRetentionDays?: number;
  /**
   * Rows of whole list pages kept per process (default 10 000): memory against repeated pages'
   * cost. 0 keeps no page (totals and positions still are): the benchmarks' "not kept" figures.
   */
  listPageCacheRows?: number;
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

/** Every route family; each registers its implementations of the contract's endpoints (ENDPOINTS). */
export function buildRegistry(): Registry {
  const reg = new Registry();
  accountFamily(reg);
  preferencesFamily(reg);
  referenceFamily(reg);
  uploadFamily(reg);
  adsFamily(reg);
  pushFamily(reg);
  appUserFamily(reg);
  businessCourseFamily(reg);
  yearContentFamily(reg);
  homepagesettingFamily(reg);
  yearCopyFamily(reg);
  productClassifyFamily(reg);
  specialTopicPageFamily(reg);
  articleFamily(reg);
  appVersionFamily(reg);
  customerServiceFamily(reg);
  policyFamily(reg);
  prosysHuabeiConfigFamily(reg);
  commentFamily(reg);
  courseClassifyFamily(reg);
  courseCatalogFamily(reg);
  courseFaqAllocFamily(reg);
  whitelistFamily(reg);
  feedbackFamily(reg);
  dashboardFamily(reg);
  auditFamily(reg);
  plainCollections(reg);
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
  const { handle, location, created, prepared } = await openDatabase({ ...opts, dataDir }, async (db, isNew) => {
    await seedReference(db, now());
    return (opts.demo ?? isNew) ? await seedDemo(db, storeOn(db, opts.databaseUrl ? 'postgres' : 'sqlite'), now()) : null;
  });
  const demo = prepared ?? null;

  // A write request's queries all run in its transaction, with its audit row (audit/capture.ts).
  const db = requestScopedDb(handle.db);
  const deps: Deps = { db, now, dataDir, counts: new CountCache(db, undefined, undefined, opts.listPageCacheRows), uploads: storeOn(db, handle.dialect) };
  const app = Fastify({
    logger: opts.logger ? { level: 'info', serializers: { req: (req) => ({ method: req.method, url: redactUrl(req.url) }) } } : false,
    bodyLimit: JSON_BODY_LIMIT,
    trustProxy: false,
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

  buildRegistry().mount(app, deps);

  app.get(`/admin_api/docs`, { schema: { hide: true } }, async () => app.swagger());
  app.get(`/admin_api/docs/openapi.json`, { schema: { hide: true } }, async () => app.swagger());

  if (opts.testHooks) {
    app.post(`${API_PREFIX.replace('/v1', '')}/__test__/end-sso`, { schema: { hide: true } }, async (req) => {
      const username = String((req.body as { username?: unknown } | undefined)?.username ?? '');
      return { code: Code.OK, msg: 'ok', data: { ended: await endSsoSessions(deps.db, username, now()) } };
    });
  }

  await scheduleAuditRetention(app, deps.db, now, opts.auditRetentionDays ?? DEFAULT_AUDIT_RETENTION_DAYS);
  registerHealth(app, handle, lifecycle);
  registerSso(app, deps);
  registerUploads(app, deps.uploads);
  registerStatic(app, {
    root: staticRoot,
    remotesJson: opts.remotesJson,
    runtimeConfig: opts.runtimeConfig,
    deployDir: opts.deployDir,
  });
  await app.ready();
  return app;
}
