// Plain constants from the contract's leaf file, not the zod-building barrel: see api/contract-values.ts.
export { COOKIE } from '../contract/constants';
