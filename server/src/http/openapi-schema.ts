import type { FastifySchema } from 'fastify';
import { z } from 'zod';

type Json = Record<string, unknown>;

/** The zod schemas an API route documents (kept in its route config until the docs are asked for). */
export interface RouteDocs {
  params?: z.ZodType;
  query: z.ZodType;
  body?: z.ZodType;
  response: z.ZodType;
}

/**
 * @fastify/swagger's `transform`: a route's documented input and output from its zod schemas,
 * converted when /admin_api/docs is generated (once per app: the plugin keeps the document).
 */
export function documentRoute({ schema, url, route }: { schema: FastifySchema; url: string; route: { config?: { docs?: RouteDocs } } }): {
  schema: FastifySchema;
  url: string;
} {
  const docs = route.config?.docs;
  if (!docs) return { schema, url };
  return {
    schema: {
      ...schema,
      ...(docs.params ? { params: toOpenApi(docs.params, 'input') } : {}),
      querystring: toOpenApi(docs.query, 'input'),
      ...(docs.body ? { body: toOpenApi(docs.body, 'input') } : {}),
      response: { 200: toOpenApi(docs.response, 'output') },
    },
    url,
  };
}

const hasRef = (v: unknown): boolean =>
  Array.isArray(v)
    ? v.some(hasRef)
    : v !== null && typeof v === 'object'
      ? Object.entries(v).some(([k, x]) => k === '$ref' || k === '$defs' || hasRef(x))
      : false;

/**
 * JSON Schema (OpenAPI 3.0 flavour) of a contract schema, for the route schemas and
 * /admin_api/docs. Documentation only: validation is done by zod itself. Recursive schemas
 * (trees) are described loosely because route schemas cannot carry their own $defs.
 */
export function toOpenApi(schema: z.ZodType, io: 'input' | 'output'): Json {
  // Every app (each test server) converts the same contract schemas again: remember them.
  let byIo = converted.get(schema);
  if (!byIo) converted.set(schema, (byIo = {}));
  byIo[io] ??= convert(schema, io);
  return structuredClone(byIo[io]);
}

const converted = new WeakMap<z.ZodType, { input?: Json; output?: Json }>();

function convert(schema: z.ZodType, io: 'input' | 'output'): Json {
  try {
    const out = z.toJSONSchema(schema, { target: 'openapi-3.0', io, unrepresentable: 'any' }) as Json;
    delete out.$schema;
    if (hasRef(out)) return { description: 'see the contract in shared/src/contract', type: out.type ?? 'object' };
    return out;
  } catch {
    return {};
  }
}
