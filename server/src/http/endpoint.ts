import type { Endpoint } from '@admin/shared/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { AuthUser, Deps } from '../types';

/**
 * What the transport hands an endpoint's implementation and takes back: the validated input of
 * one call (`Ctx`) and how one endpoint is implemented (`OpImpl`). A leaf module: families, the
 * generic machinery and the audit import these types without importing the registry.
 */
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
 * the registry validates all three before `handle` runs (the one place input is validated), so a
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

/** Makes an endpoint's implementation for the app's dependencies (given when mounted). */
export type ImplFactory = (e: Endpoint, deps: Deps) => OpImpl;

/**
 * Runs every call's implementation (`run`) once its input is valid: the app passes the audit here
 * (a write and its audit rows in one transaction), so the transport knows of no domain.
 */
export type AroundHandle = (ctx: Ctx, run: () => Promise<unknown>) => Promise<unknown>;
