import type { ApiError } from './api-error';
import type { AxiosRequestConfig } from 'axios';

/** axios' request config plus the options of this client (axios keeps unknown keys). */
export interface ApiRequestConfig<D = unknown> extends AxiosRequestConfig<D> {
  /**
   * No toast and no re-login dialog; the call still rejects with ApiError. For calls whose
   * failure the caller handles itself (e.g. the logout call while already signing out).
   */
  silent?: boolean;
  /**
   * Errors the caller shows itself (e.g. a form puts 40000 field errors beside its fields): no
   * toast for them, so the user reads each problem once. The re-login dialog is never skipped.
   */
  quiet?: (error: ApiError) => boolean;
  /** Set by the client as the call is sent (its number, see logout-flow): not for callers. */
  callNumber?: number;
  /** Set by the client as the call is sent: the token it carried, if any (see session.ts). */
  sentToken?: string;
}
