// Plain constants from the contract's leaf file, not the zod-building barrel: see api/contract-values.ts.
export { PLATFORMS, MAJOR_MOLDS, COURSE_MOLDS, BUSINESS_LINES } from '../contract/constants';
