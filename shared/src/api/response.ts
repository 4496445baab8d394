import axios from 'axios';
import type { AxiosResponse } from 'axios';
import { LOGOUT_CODES } from './contract-values';
import type { Envelope, FieldError } from '@admin/shared/contract';
import { t } from '@admin/shared/i18n';
import { ApiError } from './api-error';
import { isEnvelope, isSuccess } from './envelope-check';
import { getApiUi } from './api-ui';
import { confirmRelogin } from './logout-flow';
import type { ApiRequestConfig } from './request-config';

function fieldErrorsOf(data: unknown): FieldError[] {
  const errors = (data as { errors?: unknown } | null | undefined)?.errors;
  if (!Array.isArray(errors)) return [];
  return errors.filter((e): e is FieldError => typeof e?.field === 'string' && typeof e?.message === 'string');
}

function envelopeError(body: Envelope, status: number | undefined): ApiError {
  return new ApiError({
    kind: 'envelope',
    code: body.code,
    msg: body.msg || t('api.networkError'),
    status,
    data: body.data,
    fieldErrors: fieldErrorsOf(body.data),
  });
}

/** Spec 8: tell the user, and for the logout codes offer to sign in again. */
function report(error: ApiError, config: ApiRequestConfig | undefined): ApiError {
  if (config?.silent || error.kind === 'canceled') return error;
  const logout = error.code !== null && LOGOUT_CODES.includes(error.code);
  if (logout || !config?.quiet?.(error)) getApiUi().toast(error.msg);
  if (logout) void confirmRelogin(error.code!, config?.callNumber, config?.sentToken);
  return error;
}

/** A response is a success only when its envelope says 20000; the caller gets `data`. */
export function onFulfilled(response: AxiosResponse): unknown {
  const body: unknown = response.data;
  if (isSuccess(body)) return body.data;
  const error = isEnvelope(body)
    ? envelopeError(body, response.status)
    : // A 2xx without an envelope (e.g. an HTML fallback page) is not an answer from the API.
      new ApiError({ kind: 'transport', code: null, msg: t('api.networkError'), status: response.status, data: body });
  throw report(error, response.config);
}

/** Non-2xx answers still carry an envelope (DESIGN 5); only envelope-less failures are transport errors. */
export function onRejected(cause: unknown): never {
  if (axios.isCancel(cause)) {
    throw new ApiError({ kind: 'canceled', code: null, msg: cause.message || 'canceled', cause });
  }
  if (axios.isAxiosError(cause)) {
    const body: unknown = cause.response?.data;
    const error = isEnvelope(body)
      ? envelopeError(body, cause.response?.status)
      : new ApiError({
          kind: 'transport',
          code: null,
          msg: cause.message || t('api.networkError'),
          status: cause.response?.status,
          data: body,
          cause,
        });
    throw report(error, cause.config);
  }
  const msg = cause instanceof Error && cause.message ? cause.message : t('api.networkError');
  throw report(new ApiError({ kind: 'transport', code: null, msg, cause }), undefined);
}
