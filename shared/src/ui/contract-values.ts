// Plain constants from the contract's leaf file, not the zod-building barrel: see api/contract-values.ts.
export { PAGE_SIZES, PAGE_SIZE_DEFAULT, SCROLL_TOP_MS } from '../contract/constants';
