import type { FieldError } from '@admin/shared/contract';

/**
 * - envelope: the server answered with an envelope whose code is not 20000;
 * - transport: no envelope (network failure, timeout, a proxy's HTML error page…);
 * - canceled: the caller aborted the request.
 */
export type ApiErrorKind = 'envelope' | 'transport' | 'canceled';

export interface ApiErrorInit {
  kind: ApiErrorKind;
  code: number | null;
  msg: string;
  status?: number;
  data?: unknown;
  fieldErrors?: FieldError[];
  cause?: unknown;
}

/** What every failed call of @admin/shared/api rejects with. */
export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  /** Envelope code, or null when there was no envelope. */
  readonly code: number | null;
  readonly msg: string;
  /** HTTP status when a response arrived. */
  readonly status?: number;
  readonly data?: unknown;
  /** From `data.errors` of a 40000 response: fields a person can fix. */
  readonly fieldErrors: FieldError[];

  constructor(init: ApiErrorInit) {
    super(init.msg, init.cause === undefined ? undefined : { cause: init.cause });
    this.name = 'ApiError';
    this.kind = init.kind;
    this.code = init.code;
    this.msg = init.msg;
    this.status = init.status;
    this.data = init.data;
    this.fieldErrors = init.fieldErrors ?? [];
  }
}

export const isApiError = (e: unknown): e is ApiError => e instanceof ApiError;
