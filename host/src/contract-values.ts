/*
 * Runtime values of the contract from its dependency-free leaf file (@admin/shared/contract/constants), not from the
 * '@admin/shared/contract' barrel: that one is a shared module, which loads whole, with zod and
 * every API schema (~38 KB gzip), and the shell's first screen needs none of it (DESIGN 9).
 * Plain constants, so this copy cannot drift from the barrel's. Types come from the barrel.
 * (shared/src/api and shared/src/ui do the same with their contract-values.ts.)
 */
export { ABROAD_PERMISSION, BUSINESS_LINES, MOBILE_BREAKPOINT } from '@admin/shared/contract/constants';
