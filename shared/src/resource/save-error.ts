import { Code } from '@admin/shared/contract';
import type { FieldError } from '@admin/shared/contract';
import { isApiError } from '@admin/shared/api';
import type { ApiError } from '@admin/shared/api';

/** What a failed save means for the form. */
export type SaveFailure = { kind: 'fields'; errors: FieldError[] } | { kind: 'conflict'; message: string } | { kind: 'other' };

/**
 * 40000 with `data.errors` goes beside the fields, 40900 is a stale version; anything else the
 * API client has already shown (toast, re-login dialog). Non-API errors are bugs and rethrown.
 */
export function classifySaveError(e: unknown): SaveFailure {
  if (!isApiError(e)) throw e;
  if (e.code === Code.CONFLICT) return { kind: 'conflict', message: e.msg };
  if (e.code === Code.INVALID && e.fieldErrors.length) return { kind: 'fields', errors: e.fieldErrors };
  return { kind: 'other' };
}

/** The failures a form shows itself (beside the fields, in its conflict view): not toasted as well. */
export const shownByForm = (e: ApiError): boolean => e.code === Code.CONFLICT || (e.code === Code.INVALID && e.fieldErrors.length > 0);
