import { Code } from '@admin/shared/contract';
import type { FastifyRequest } from 'fastify';
import type { Deps } from '../types';
import { actorOf, appendAudit, isAuditedWrite } from './audit-log';
import { recordSignInRefusal } from './sign-in-refusal';

/** Codes of a refused attempt; anything else (a 50000) is no decision about the caller and not logged as one. */
const REFUSALS = new Set<number>([Code.INVALID, Code.FORBIDDEN, Code.NOT_FOUND, Code.CONFLICT, Code.TOO_LARGE, Code.TOO_MANY]);

/**
 * The error handler's audit of a refused write: one row naming the code and message, written
 * after the write's own transaction rolled back (so the refusal is all that remains). Only an
 * account that signed in, or a sign-in attempt (audit/sign-in-refusal.ts), is recorded: other
 * anonymous noise names nobody.
 */
export function auditRefusal(deps: Deps) {
  return async (req: FastifyRequest, code: number, message: string): Promise<void> => {
    const e = req.routeOptions.config.endpoint;
    if (!e || !isAuditedWrite(e) || !REFUSALS.has(code)) return;
    const login = e.resource === 'account' && e.op === 'login';
    if (!req.user && !login) return;
    const params = (req.params ?? {}) as Record<string, unknown>;
    const last = Object.values(params).at(-1);
    try {
      if (login) {
        const typed = (req.body as { username?: unknown } | undefined)?.username;
        await recordSignInRefusal(deps.db, req, typeof typed === 'string' ? typed.trim().slice(0, 64) : '', deps.now(), { code, message });
        return;
      }
      await appendAudit(deps.db, actorOf(req, req.user), deps.now(), [
        { resource: e.resource, record_id: last === undefined ? null : String(last).slice(0, 100), action: e.op, outcome: code, message, params },
      ]);
    } catch (err) {
      // The refusal itself must reach the caller even when the log cannot be written.
      req.log.error({ err }, 'audit of a refused write failed');
    }
  };
}
