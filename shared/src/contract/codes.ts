/** Envelope codes of /admin_api/v1 (DESIGN 5, spec 8). The HTTP status matches the class. */
export const Code = {
  OK: 20000,
  INVALID: 40000,
  FORBIDDEN: 40300,
  NOT_FOUND: 40400,
  CONFLICT: 40900,
  TOO_LARGE: 41300,
  TOO_MANY: 42900,
  INTERNAL: 50000,
  /** Token revoked because the account signed in elsewhere: confirm, then reload. */
  TOKEN_REVOKED: 50021,
  /** Token missing, invalid or expired: confirm, then /login. */
  TOKEN_INVALID: 50022,
  /** Single-sign-on session ended: confirm, then the SSO login with a back-URL. */
  SSO_ENDED: 61000,
} as const;
export type Code = (typeof Code)[keyof typeof Code];

/** HTTP status for each envelope code. */
export const httpStatusOf = (code: number): number => {
  switch (code) {
    case Code.OK:
      return 200;
    case Code.INVALID:
      return 400;
    case Code.TOKEN_REVOKED:
    case Code.TOKEN_INVALID:
    case Code.SSO_ENDED:
      return 401;
    case Code.FORBIDDEN:
      return 403;
    case Code.NOT_FOUND:
      return 404;
    case Code.CONFLICT:
      return 409;
    case Code.TOO_LARGE:
      return 413;
    case Code.TOO_MANY:
      return 429;
    default:
      return 500;
  }
};

/** The codes after which the session is over and the client shows the re-login dialog. */
export const LOGOUT_CODES: readonly number[] = [Code.SSO_ENDED, Code.TOKEN_REVOKED, Code.TOKEN_INVALID];
