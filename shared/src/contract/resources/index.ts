/*
 * Resource contracts (DESIGN 3.3, 4): the building blocks of API payloads and one module per
 * resource, grouped by domain. Shared between host and remotes by semver, not as a singleton: a
 * remote built with a newer version runs its own copy, and each module registers its endpoint rows
 * in the page's registry (`@admin/shared/contract`) when it loads.
 */
import { ACCOUNT_ENDPOINTS, type Endpoint } from '@admin/shared/contract';
import type { ResourceModule } from './define';
import * as modules from './modules';
import { BC_YEAR_ENDPOINTS } from './business-course/year-copy';
import { REFERENCE_ENDPOINTS } from './reference/endpoints';
import { PREFERENCE_ENDPOINTS } from './account/preferences';
import { DASHBOARD_ENDPOINTS } from './dashboard/dashboard';
import { AUDIT_ENDPOINTS } from './audit/history';

export * from './fields';
export * from './demo-image';
export * from './list-query';
export * from './time-range';
export * from './define';
export * from './references';
export * from './unique-text';
export * from './reference/base';
export * from './reference/school';
export * from './reference/practice';
export * from './reference/course-products';
export * from './reference/uploads';
export * from './reference/endpoints';
export * from './modules';
export * from './business-course/year-copy';
export * from './batch';
export * from './import-batch';
export * from './import-spec';
export * from './school/programme-import';
export * from './account/preferences';
export * from './dashboard/dashboard';
export * from './dashboard/work-window';
export * from './audit/history';

const isModule = (v: unknown): v is ResourceModule =>
  typeof v === 'object' && v !== null && ((v as ResourceModule).kind === 'collection' || (v as ResourceModule).kind === 'document') && 'endpoints' in v;

/**
 * Every export of modules.ts's files by its name (`RESOURCE_MODULES.policy`), for the data layer's
 * `api`. A consumer across a module-federation share must not enumerate this package's namespace
 * itself: webpack gives it a namespace of only the names that build uses (a remote's handful),
 * while this object is the whole one.
 */
export const RESOURCE_MODULES: typeof modules = modules;

/** Every resource module of this version of the contract: what modules.ts's files export, one by one or in lists. */
export const ALL_RESOURCES: readonly ResourceModule[] = [
  ...new Set(Object.values(modules).flatMap((v: unknown) => (isModule(v) ? [v] : Array.isArray(v) ? v.filter(isModule) : []))),
];

/** Every endpoint of /admin_api/v1 with the permission it needs: what the server registers and enforces. */
export const ENDPOINTS: readonly Endpoint[] = [
  ...ACCOUNT_ENDPOINTS,
  ...PREFERENCE_ENDPOINTS,
  ...DASHBOARD_ENDPOINTS,
  ...REFERENCE_ENDPOINTS,
  ...BC_YEAR_ENDPOINTS,
  ...AUDIT_ENDPOINTS,
  ...ALL_RESOURCES.flatMap((r) => r.endpoints),
];

export const resourceNamed = (name: string): ResourceModule | undefined => ALL_RESOURCES.find((r) => r.name === name);
