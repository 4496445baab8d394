/*
 * What makes a body an answer of the API, and a successful one (spec 8: only code 20000 is).
 * A leaf without axios, shared by the client (response.ts) and the sign-in page's own
 * fetch (sent-request.ts), so both judge an answer the same way.
 */
import type { Envelope } from '../contract/envelope';
import { Code } from '../contract/codes';

export const isEnvelope = (body: unknown): body is Envelope =>
  typeof body === 'object' && body !== null && typeof (body as { code?: unknown }).code === 'number';

export const isSuccess = (body: unknown): body is Envelope => isEnvelope(body) && body.code === Code.OK;
