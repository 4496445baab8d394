import { ALL_RESOURCES, BC_COPY, REFERENCE, RESOURCE_MODULES, type PathParams, type ResourceModule } from '@admin/shared/contract/resources';
import { clientOf, endpointCall, type ClientOf, type OpCall } from './client';

type Modules = typeof RESOURCE_MODULES;
type ModuleNames = { [K in keyof Modules]: Modules[K] extends ResourceModule ? K : never }[keyof Modules];

/**
 * Every resource module of the contract by its export name (`api.feedback.counts()`,
 * `api.comment.reply({ uuid, id }, { content })`), and the reference reads and copies that belong to no
 * module (`api.reference.productSystems()`).
 */
export type Api = { readonly [K in ModuleNames]: ClientOf<Modules[K]> } & {
  readonly reference: { readonly [K in keyof typeof REFERENCE]: OpCall<PathParams<(typeof REFERENCE)[K]['path']>, unknown> };
  readonly bcCopy: { readonly [K in keyof typeof BC_COPY]: OpCall<PathParams<(typeof BC_COPY)[K]['path']>, unknown> };
};

const byModule = new Map<ResourceModule, string>();
for (const [name, value] of Object.entries(RESOURCE_MODULES)) {
  if (ALL_RESOURCES.includes(value as ResourceModule)) byModule.set(value as ResourceModule, name);
}

export const api = {
  ...Object.fromEntries([...byModule].map(([module, name]) => [name, clientOf(module)])),
  reference: Object.fromEntries(Object.entries(REFERENCE).map(([name, row]) => [name, endpointCall(row)])),
  bcCopy: Object.fromEntries(Object.entries(BC_COPY).map(([name, row]) => [name, endpointCall(row)])),
} as unknown as Api;
