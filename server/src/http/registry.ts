import { API_PREFIX, Code, envelopeSchema, inputProblems, type Endpoint } from '@admin/shared/contract';
import { ENDPOINTS } from '@admin/shared/contract/resources';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Storage } from '../kit/storage';
import { sanitizeBody } from '../sanitize/rich-text';
import type { Deps } from '../types';
import { invalid } from './api-error';
import type { AroundHandle, Ctx, ImplFactory, OpImpl } from './endpoint';
import { fieldErrors } from './zod-errors';

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

  /** Every resource that keeps rows, with where it keeps them. */
  storages(): [string, Storage][] {
    return [...this.stores];
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

  /**
   * Registers the routes. `around` runs each call's implementation once its input is valid (the
   * app passes the audit: a write and its audit rows in one transaction); by default it just runs.
   */
  mount(app: FastifyInstance, deps: Deps, opts: { around?: AroundHandle; endpoints?: readonly Endpoint[] } = {}): void {
    const { around = (_ctx, run) => run(), endpoints = ENDPOINTS } = opts;
    const missing = this.missing(endpoints);
    if (missing.length) throw new Error(`endpoints without implementation:\n  ${missing.join('\n  ')}`);
    for (const e of endpoints) {
      const impl = this.impls.get(key(e.resource, e.op))!(e, deps);
      mountOne(app, deps, e, impl, around);
    }
  }
}

/** The input rules of every call (control characters), then the call's own schema. */
function parse<T>(schema: z.ZodType<T> | undefined, input: unknown, prefix: string): T {
  const problems = inputProblems(input, prefix);
  if (problems.length) throw invalid(problems);
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

function mountOne(app: FastifyInstance, deps: Deps, e: Endpoint, impl: OpImpl, around: AroundHandle): void {
  const tag = e.path.split('/')[1] ?? 'api';
  const security = e.auth === 'public' ? [] : [{ token: [] }];
  const description = e.auth === 'permission' ? `Needs one of: ${e.permissions.join(', ')}` : e.auth === 'token' ? 'Needs a valid token.' : 'Public.';
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
      const ctx: Ctx<Record<string, unknown>, Record<string, unknown>> = {
        req,
        reply,
        params: params as Record<string, unknown>,
        query: query as Record<string, unknown>,
        body,
        user: req.user,
        now: deps.now(),
        endpoint: e,
      };
      // The one place every call passes: the app's `around` (the audit of writes).
      const data = await around(ctx, () => impl.handle(ctx));
      // A handler that answered itself (a streamed file) returns the reply.
      if (reply.sent || data === reply) return reply;
      return reply.code(200).send({ code: Code.OK, msg: 'ok', data: data ?? null });
    },
  });
}
