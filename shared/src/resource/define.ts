import { isRichText, type CollectionModule, type DocumentModule } from '@admin/shared/contract/resources';
import type { DocumentDef } from './document-form';
import { rememberScreenFields } from './history/screen-fields';
import type { Op, ResourceDef, ResourceRoutes, RouteSpec } from './types';

const OPS: readonly Op[] = ['list', 'get', 'create', 'update', 'patch', 'delete', 'toggle', 'bulkPatch', 'bulkDelete', 'reorder', 'export'];

/**
 * What a remote adds to a resource module: how the screen presents it. `schemas` may narrow what
 * the form edits (e.g. only the status of an app user, which is all its PATCH takes).
 */
export type Presentation = Omit<ResourceDef, 'name' | 'routes' | 'idKey' | 'schemas' | 'orderable' | 'endpoints' | 'contract'> & {
  schemas?: Partial<ResourceDef['schemas']>;
};

/**
 * The kit's definition of a collection: name, paths, id key, schemas, orderings and endpoint rows
 * from the contract's module, presentation from the remote. Nothing of the module is typed again.
 */
export function resourceDef(module: CollectionModule, { schemas, ...presentation }: Presentation): ResourceDef {
  const routes: ResourceRoutes = {};
  for (const op of OPS) if (module.routes[op]) routes[op] = module.routes[op];
  // A field the contract marks as rich text gets the editor whatever text type the screen gave.
  const fields = presentation.fields.map((f) =>
    (f.type === 'text' || f.type === 'textarea') && isRichText(module.schemas.create.shape[f.name] as never) ? { ...f, type: 'richText' as const } : f,
  );
  rememberScreenFields(module.name, fields);
  return {
    name: module.name,
    noun: { zh: module.label, en: module.labelEn },
    routes,
    idKey: module.idKey,
    schemas: { create: module.schemas.create, update: module.schemas.update, patch: module.patchBody, check: module.schemas.check, ...schemas },
    orderable: module.ordering,
    endpoints: module.endpoints,
    contract: module,
    ...presentation,
    fields,
  };
}

/** The kit's definition of a settings document from the contract's module. */
export function documentDef(module: DocumentModule, presentation: Pick<DocumentDef, 'title' | 'fields'>): DocumentDef {
  const route = (op: string): RouteSpec => {
    const r = module.routes[op];
    if (!r) throw new Error(`${module.name} has no ${op} call`);
    return r;
  };
  rememberScreenFields(module.name, presentation.fields);
  return {
    name: module.name,
    read: route('read'),
    write: route('write'),
    schema: module.schema,
    wrap: module.wrap,
    endpoints: module.endpoints,
    ...presentation,
  };
}
