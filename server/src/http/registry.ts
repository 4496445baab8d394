import { API_PREFIX, Code, envelopeSchema, type Endpoint } from '@admin/shared/contract';
import { ENDPOINTS } from '@admin/shared/contract/resources';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { sanitizeBody } from '../sanitize/rich-text';
import type { AuthUser, Deps } from '../types';
import type { Codec } from '../resources/codec';
import type { CollectionRepo } from '../resources/collection';
import { auditedHandle } from '../audit/capture';
import { invalid } from './api-error';
import { fieldErrors } from './zod-errors';

export interface Ctx<P = Record<string, unknown>, Q = Record<string, unknown>, B = unknown> {
  req: FastifyRequest;
  reply: FastifyReply;
  params: P;
  query: Q;
  body: B;
  user: AuthUser | null;
  now: Date;
  endpoint: Endpoint;
}

/**
 * How one endpoint is implemented. `params`, `query` and `body` are zod schemas of the contract;
 * the wrapper validates all three before `handle` runs (the one place input is validated), so a
 * request that fails any of them writes nothing.
 */
export interface OpImpl {
  params?: z.ZodType;
  query?: z.ZodType;
  /** `multipart`: the handler reads the upload itself. */
  body?: z.ZodType | 'multipart';
  response?: z.ZodType;
  summary?: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  handle(ctx: Ctx<any, any, any>): Promise<unknown>;
}

export type ImplFactory = (e: Endpoint, deps: Deps) => OpImpl;

/** Where a resource's records are stored (for tests and tools that look at the database). */
export interface Storage {
  table: string;
  /** The key column of a collection's records; absent for a document (one row per scope). */
  key?: 'id' | 'uuid';
  /** The path parameter of the record id. */
  idParam?: string;
  /** Path parameters: the column each one fills, and the parent it names. */
  scope: readonly { param: string; column?: string; exists?: { table: string; key: string; match?: Record<string, string>; where?: Record<string, unknown> } }[];
  /** Constant columns of the resource's rows. */
  fixed: Record<string, unknown>;
  /** How the stored fields are encoded (a collection's), so the audit diffs values as the API shows them. */
  codecs?: Record<string, Codec>;
  /** The collection's repository: restoring a version or a deleted record writes through it. */
  repo?: (deps: Deps) => CollectionRepo;
}

/** Unknown query fields are rejected like unknown body fields. */
const noQuery = z.strictObject({});

const key = (resource: string, op: string) => `${resource}#${op}`;

/**
 * Maps the permission table's (resource, op) pairs to implementations and registers one fastify
 * route per table entry. Paths, methods and permissions come only from the table.
 */
export class Registry {
  private readonly impls = new Map<string, ImplFactory>();
  private readonly stores = new Map<string, Storage>();

  /** Records where a resource keeps its rows (registerCollection and registerDocument do). */
  store(resource: string, storage: Storage): void {
    this.stores.set(resource, storage);
  }

  storageOf(resource: string): Storage | undefined {
    return this.stores.get(resource);
  }

  add(resource: string, op: string, factory: ImplFactory): void {
    const k = key(resource, op);
    if (this.impls.has(k)) throw new Error(`implementation of ${k} registered twice`);
    this.impls.set(k, factory);
  }

  /** The implementation of an endpoint (restoring a version writes through the resource's own patch). */
  implOf(e: Endpoint, deps: Deps): OpImpl | undefined {
    return this.impls.get(key(e.resource, e.op))?.(e, deps);
  }

  /** Every (resource, op) of the table must have an implementation: a missing one stops the server at start. */
  missing(endpoints: readonly Endpoint[] = ENDPOINTS): string[] {
    return endpoints.filter((e) => !this.impls.has(key(e.resource, e.op))).map((e) => `${e.method} ${e.path} (${key(e.resource, e.op)})`);
  }

  mount(app: FastifyInstance, deps: Deps, endpoints: readonly Endpoint[] = ENDPOINTS): void {
    const missing = this.missing(endpoints);
    if (missing.length) throw new Error(`endpoints without implementation:\n  ${missing.join('\n  ')}`);
    for (const e of endpoints) {
      const impl = this.impls.get(key(e.resource, e.op))!(e, deps);
      mountOne(app, deps, e, impl, (r) => this.stores.get(r));
    }
  }
}

function parse<T>(schema: z.ZodType<T> | undefined, input: unknown, prefix: string): T {
  if (!schema) return input as T;
  const r = schema.safeParse(input);
  if (!r.success) throw invalid(fieldErrors(r.error, input, prefix));
  return r.data;
}

const envelopes = new WeakMap<z.ZodType, z.ZodType>();
/** One envelope schema per data schema, so its documentation is converted once. */
function envelopeOf(data: z.ZodType): z.ZodType {
  let e = envelopes.get(data);
  if (!e) envelopes.set(data, (e = envelopeSchema(data)));
  return e;
}

function mountOne(app: FastifyInstance, deps: Deps, e: Endpoint, impl: OpImpl, storageOf: (resource: string) => Storage | undefined): void {
  const tag = e.path.split('/')[1] ?? 'api';
  const security = e.auth === 'public' ? [] : [{ token: [] }];
  const description =
    e.auth === 'permission' ? `Needs one of: ${e.permissions.join(', ')}` : e.auth === 'token' ? 'Needs a valid token.' : 'Public.';
  app.route({
    method: e.method,
    url: `${API_PREFIX}${e.path}`,
    // The zod schemas are documented when /admin_api/docs is first asked for (documentRoute), not
    // converted at every start: ~0.3 s of CPU per server (each test server, each fleet instance).
    config: {
      endpoint: e,
      docs: {
        params: impl.params,
        query: impl.query ?? noQuery,
        body: impl.body && impl.body !== 'multipart' ? impl.body : undefined,
        response: envelopeOf(impl.response ?? z.unknown()),
      },
    },
    schema: {
      tags: [tag],
      summary: impl.summary ?? `${e.resource} ${e.op}`,
      description,
      security,
      ...(impl.body === 'multipart' ? { consumes: ['multipart/form-data'] } : {}),
    },
    handler: async (req, reply) => {
      const params = parse(impl.params, req.params ?? {}, 'path');
      const query = parse(impl.query ?? noQuery, req.query ?? {}, 'query');
      // Rich-text fields are cleaned here, before any write of any family sees them.
      const body = impl.body === 'multipart' ? undefined : sanitizeBody(impl.body, parse(impl.body, req.body, ''));
      const ctx: Ctx<Record<string, unknown>, Record<string, unknown>> = { req, reply, params: params as Record<string, unknown>, query: query as Record<string, unknown>, body, user: req.user, now: deps.now(), endpoint: e };
      // Every write runs in one transaction with its audit row: the one place all families pass.
      const data = await auditedHandle(deps, ctx, storageOf, () => impl.handle(ctx));
      // A handler that answered itself (a streamed file) returns the reply.
      if (reply.sent || data === reply) return reply;
      return reply.code(200).send({ code: Code.OK, msg: 'ok', data: data ?? null });
    },
  });
}
