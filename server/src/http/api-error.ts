import { Code, type FieldError } from '@admin/shared/contract';

/** An error with an envelope code; the error handler turns it into `{ code, msg, data }`. */
export class ApiError extends Error {
  constructor(
    readonly code: number,
    msg: string,
    readonly data: unknown = null,
    /** Sent with the envelope (e.g. `retry-after` of 42900). */
    readonly headers: Readonly<Record<string, string>> = {},
  ) {
    super(msg);
    this.name = 'ApiError';
  }
}

export const invalid = (errors: FieldError[], msg?: string) =>
  new ApiError(Code.INVALID, msg ?? `参数错误：${errors.map((e) => `${e.field} ${e.message}`).join('；')}`, { errors });
export const notFound = (what: string) => new ApiError(Code.NOT_FOUND, `${what}不存在`);
export const conflict = () =>
  new ApiError(Code.CONFLICT, '数据已被他人修改，请刷新后重试（version 已过期）', {
    errors: [{ field: 'version', message: '记录已被他人修改，请刷新后再保存' }],
  });
