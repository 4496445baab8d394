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

/*
 * A binary read (responseType 'arraybuffer': a picture, a file) answers its bytes, handed back as
 * a Blob of the answer's type; a refusal still comes as the JSON envelope, read from the bytes so
 * it reports and rejects as every other call's.
 */
const isBinary = (config: ApiRequestConfig | undefined, body: unknown): body is ArrayBuffer =>
  // Not `instanceof`: bytes made in another realm (a test's DOM, an iframe) are ArrayBuffers too.
  config?.responseType === 'arraybuffer' && Object.prototype.toString.call(body) === '[object ArrayBuffer]';
const isJson = (headers: AxiosResponse['headers'] | undefined) => /json/i.test(String(headers?.['content-type'] ?? ''));
function envelopeOfBytes(bytes: ArrayBuffer): unknown {
  try {
    return JSON.parse(new TextDecoder().decode(bytes));
  } catch {
    return null;
  }
}

/** A response is a success only when its envelope says 20000; the caller gets `data` (a binary read, its bytes). */
export function onFulfilled(response: AxiosResponse): unknown {
  if (isBinary(response.config, response.data)) {
    if (!isJson(response.headers)) return new Blob([response.data], { type: String(response.headers['content-type'] ?? '') });
    response = { ...response, data: envelopeOfBytes(response.data) };
  }
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
    const raw: unknown = cause.response?.data;
    const body: unknown = isBinary(cause.config, raw) ? envelopeOfBytes(raw) : raw;
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
