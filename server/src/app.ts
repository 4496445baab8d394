import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import { API_PREFIX, Code, HEADER, UPLOAD_MAX_BYTES } from '@admin/shared/contract';
import Fastify, { type FastifyInstance } from 'fastify';
import path from 'node:path';
import { authHook } from './auth/hook';
import { endSsoSessions } from './auth/sessions';
import { openSqlite, type DbHandle } from './db/database';
import { migrate } from './db/migrate';
import { accountFamily } from './families/account';
import { adsFamily } from './families/ads';
import { bcYearFamily } from './families/bc-year';
import { businessCourseFamily } from './families/business-course';
import { catalogFamily } from './families/catalog';
import { navFamily } from './families/nav';
import { pushFamily } from './families/push';
import { referenceFamily } from './families/reference';
import { uploadFamily } from './families/upload';
import { invalid } from './http/api-error';
import { installErrorHandling, JSON_BODY_LIMIT } from './http/error-handler';
import { Registry } from './http/registry';
import { CountCache } from './resources/count-cache';
import { seedDemo, type DemoSummary } from './seed/demo';
import { seedReference } from './seed/reference';
import type { Deps } from './types';
import { registerSso } from './web/sso';
import { registerStatic } from './web/static';
import { compressJson } from './http/compress';
import { registerUploads } from './web/uploads';

export interface BuildOptions {
  /** Folder of the database file and uploads. */
  dataDir?: string;
  /** The SQLite file (default `<dataDir>/admin.sqlite`). */
  dbFile?: string;
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
}

export interface AppInfo {
  deps: Deps;
  dbFile: string;
  /** Set when this start seeded the demo accounts. */
  demo: DemoSummary | null;
  /** True when the database had no schema before this start. */
  created: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    info: AppInfo;
  }
}

// The server runs as CommonJS (tsx, jest), where __dirname is this folder.
export const REPO_ROOT = path.resolve(__dirname, '../..');
export const DB_FILE_NAME = 'admin.sqlite';

/** Every route family; each registers its implementations of the permission table's endpoints. */
export function buildRegistry(): Registry {
  const reg = new Registry();
  accountFamily(reg);
  referenceFamily(reg);
  uploadFamily(reg);
  adsFamily(reg);
  businessCourseFamily(reg);
  bcYearFamily(reg);
  navFamily(reg);
  pushFamily(reg);
  catalogFamily(reg);
  return reg;
}

/** The logged request line never carries a token (the user-info call takes it as a query). */
const redactUrl = (url: string) => url.replace(/([?&]token=)[^&]*/gi, '$1***');

export async function openDatabase(opts: BuildOptions): Promise<{ handle: DbHandle; dbFile: string; created: boolean }> {
  const dataDir = path.resolve(opts.dataDir ?? path.dirname(opts.dbFile ?? './data/x'));
  const dbFile = opts.dbFile ?? path.join(dataDir, DB_FILE_NAME);
  const handle = openSqlite(dbFile);
  const tables = await handle.db.introspection.getTables();
  const created = !tables.some((t) => t.name === 'admin_user');
  await migrate(handle.db);
  return { handle, dbFile, created };
}

/** The reference server as a fastify instance (tests call `inject`, main.ts calls `listen`). */
export async function buildApp(opts: BuildOptions = {}): Promise<FastifyInstance> {
  const now = opts.now ?? (() => new Date());
  const dataDir = path.resolve(opts.dataDir ?? path.dirname(opts.dbFile ?? path.join(REPO_ROOT, 'data', DB_FILE_NAME)));
  const { handle, dbFile, created } = await openDatabase({ ...opts, dataDir });
  await seedReference(handle.db, now());
  const demo = (opts.demo ?? created) ? await seedDemo(handle.db, dataDir, now()) : null;

  const deps: Deps = { db: handle.db, now, dataDir, counts: new CountCache() };
  const app = Fastify({
    logger: opts.logger ? { level: 'info', serializers: { req: (req) => ({ method: req.method, url: redactUrl(req.url) }) } } : false,
    bodyLimit: JSON_BODY_LIMIT,
    trustProxy: false,
    routerOptions: { ignoreTrailingSlash: false, maxParamLength: 200 },
  });
  app.decorate('info', { deps, dbFile, demo, created });
  app.decorateRequest('user', null);
  app.addHook('onClose', async () => handle.close());

  // Validation is zod's job in one place (the registry); the JSON schemas only document.
  app.setValidatorCompiler(() => () => true);
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));
  app.removeContentTypeParser('text/plain');
  // The SSO form posts urlencoded; API routes refuse it (they want JSON).
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 8192 }, (_req, body, done) =>
    done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
  installErrorHandling(app);

  await app.register(swagger, {
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

  registerSso(app, deps);
  registerUploads(app, dataDir);
  registerStatic(app, {
    root: opts.staticRoot ?? REPO_ROOT,
    remotesJson: opts.remotesJson,
    runtimeConfig: opts.runtimeConfig,
    deployDir: opts.deployDir,
  });
  await app.ready();
  return app;
}
