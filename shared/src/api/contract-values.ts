/*
 * Runtime values of the contract come from its dependency-free leaf files, not from the
 * '@admin/shared/contract' barrel: the barrel builds zod schemas when it loads (about 90 KB gzip of
 * zod), and this area is on the login page (budget 100 KB, DESIGN 9). They are plain constants,
 * so a copy per shared chunk is harmless; stateful areas (auth, i18n) still come through the
 * package self-reference. Types may be imported from the barrel: they are erased.
 */
export { Code, LOGOUT_CODES } from '../contract/codes';
export { COOKIE, HEADER, REQUEST_TIMEOUT_MS, BUSINESS_COURSE_DETAIL_TIMEOUT_MS } from '../contract/constants';
