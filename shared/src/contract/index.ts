/*
 * The page-wide singleton part of the contract (DESIGN 3.3): codes, the envelope, constants, the
 * route contract, the account calls, permission names and the endpoint registry. Resource
 * contracts are versioned separately: `@admin/shared/contract/resources`.
 */
export * from './codes';
export * from './envelope';
export * from './input-rules';
export * from './constants';
export * from './route';
export * from './account';
export * from './permissions';
