import { SHARED_MESSAGES } from '@admin/shared/i18n';

const zh = SHARED_MESSAGES['zh-CN'];

/** Toast text when a failed response carries no message (spec 8). */
export const NETWORK_ERROR_TEXT = zh['api.networkError'];
/** The re-login dialog of codes 61000 / 50021 / 50022 (spec 8). */
export const LOGOUT_CONFIRM_TITLE = zh['api.logout.title'];
export const LOGOUT_CONFIRM_CONTENT = zh['api.logout.content'];
export const LOGOUT_CONFIRM_OK = zh['api.logout.ok'];
export const LOGOUT_CONFIRM_CANCEL = zh['api.logout.cancel'];
/** What the host's route guard shows when building the session fails (spec 4, 8). */
export const GUARD_FAILURE_TEXT = zh['auth.guardFailed'];
/** Rejection message when user info has no roles (spec 5). */
export const NO_ROLES_TEXT = zh['auth.noRoles'];
