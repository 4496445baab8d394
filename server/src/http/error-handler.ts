import { API_PREFIX, Code, httpStatusOf } from '@admin/shared/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DB_UNAVAILABLE_MSG, isDatabaseUnavailable, isValueOutOfRange } from '../db/errors';
import { ApiError } from './api-error';

export const JSON_BODY_LIMIT = 1024 * 1024;

const sendEnvelope = (reply: FastifyReply, code: number, msg: string, data: unknown = null) =>
  reply.code(httpStatusOf(code)).header('cache-control', 'no-store').send({ code, msg, data });

const bodyError = (message: string) => ({ errors: [{ field: 'body', message }] });

/** Fastify's own request errors, in words a person can act on. */
const FASTIFY_ERRORS: Record<string, [number, string]> = {
  FST_ERR_CTP_INVALID_JSON_BODY: [Code.INVALID, '请求体不是有效的 JSON'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [Code.INVALID, '请求体为空：Content-Type 为 application/json 时需要 JSON 正文'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [Code.INVALID, '不支持的 Content-Type：请求体应为 application/json'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [Code.INVALID, 'Content-Length 与请求体长度不符'],
  FST_ERR_CTP_BODY_TOO_LARGE: [Code.TOO_LARGE, `请求体过大（上限 ${JSON_BODY_LIMIT / 1024} KB）`],
  FST_ERR_CTP_INVALID_TYPE: [Code.INVALID, 'Content-Type 无效'],
  FST_INVALID_MULTIPART_CONTENT_TYPE: [Code.INVALID, '请以 multipart/form-data 上传'],
};

/**
 * Every error leaves as an envelope with the matching HTTP status (DESIGN 5). Unexpected
 * errors are logged with their stack and answered with 50000 and nothing else.
 */
export function installErrorHandling(app: FastifyInstance, onRefused?: (req: FastifyRequest, code: number, message: string) => Promise<void>): void {
  app.setErrorHandler(async (err: FastifyError, req, reply) => {
    // A refused write is audited before the answer leaves (audit/refusals.ts).
    const send = async (r: FastifyReply, code: number, msg: string, data: unknown = null) => {
      if (onRefused && code !== Code.INTERNAL) await onRefused(req, code, msg);
      return sendEnvelope(r, code, msg, data);
    };
    if (err instanceof ApiError) return send(reply.headers(err.headers), err.code, err.message, err.data);
    const known = err.code ? FASTIFY_ERRORS[err.code] : undefined;
    if (known) return send(reply, known[0], known[1], known[0] === Code.INVALID || known[0] === Code.TOO_LARGE ? bodyError(known[1]) : null);
    if (err instanceof SyntaxError || /JSON/.test(err.message ?? '')) {
      if ((err.statusCode ?? 500) < 500) return send(reply, Code.INVALID, '请求体不是有效的 JSON', bodyError('请求体不是有效的 JSON'));
    }
    const status = err.statusCode ?? 500;
    if (status === 413) return send(reply, Code.TOO_LARGE, '请求体过大', bodyError('请求体过大'));
    if (status === 404) return send(reply, Code.NOT_FOUND, '资源不存在');
    if (status === 429) return send(reply, Code.TOO_MANY, '请求过于频繁，请稍后再试');
    if (status >= 400 && status < 500) return send(reply, Code.INVALID, `请求无效：${err.message}`, bodyError(err.message));
    if (isDatabaseUnavailable(err)) {
      req.log.error({ code: err.code, msg: err.message }, 'database unavailable');
      return send(reply, Code.INTERNAL, DB_UNAVAILABLE_MSG, { database: 'unavailable' });
    }
    if (isValueOutOfRange(err)) return send(reply, Code.INVALID, '数值超出范围', bodyError('数值超出范围：请检查数字字段'));
    req.log.error({ err }, 'unhandled error');
    return send(reply, Code.INTERNAL, '服务器内部错误，请稍后再试');
  });

  app.setNotFoundHandler((req, reply) => {
    if (req.url.startsWith(API_PREFIX) || req.url.startsWith('/admin_api')) {
      return sendEnvelope(reply, Code.NOT_FOUND, `接口不存在：${req.method} ${req.url.split('?')[0]}`);
    }
    return reply.code(404).type('text/plain; charset=utf-8').send('404: 页面不存在 / not found\n');
  });
}
