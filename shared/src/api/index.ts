export { http, withTimeout, API_BASE, BUSINESS_COURSE_DETAIL_CONFIG } from './http';
export { queryClient } from './query-client';
export type { ApiClient } from './http';
export type { ApiRequestConfig } from './request-config';
export { ApiError, isApiError } from './api-error';
export type { ApiErrorKind, ApiErrorInit } from './api-error';
export { setApiUi, getApiUi } from './api-ui';
export type { ApiUi } from './api-ui';
export { setRuntimeConfig, getRuntimeConfig, ssoRedirectUrl, DEFAULT_RUNTIME_CONFIG } from './runtime-config';
export type { RuntimeConfig } from './runtime-config';
export { setSessionEndHandler, readToken, removeHeldToken } from './session';
export {
  NETWORK_ERROR_TEXT,
  LOGOUT_CONFIRM_TITLE,
  LOGOUT_CONFIRM_CONTENT,
  LOGOUT_CONFIRM_OK,
  LOGOUT_CONFIRM_CANCEL,
  GUARD_FAILURE_TEXT,
  NO_ROLES_TEXT,
} from './texts';
export { REQUEST_TIMEOUT_MS, BUSINESS_COURSE_DETAIL_TIMEOUT_MS } from './contract-values';
export { login } from './account/login';
export { signInBody } from './sent-request';
export type { SentAnswer, SentInfo } from './sent-request';
export { getUserInfo } from './account/get-user-info';
export { logoutRequest } from './account/logout';
export { getSites } from './account/get-sites';
export type { LoginBody, LoginResult, UserInfo, Site } from '@admin/shared/contract';
