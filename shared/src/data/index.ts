/*
 * The data layer (DESIGN 4, "Data"): the typed client derived from the contract's resource
 * modules, query keys, and the hooks that read and write through the page's one query cache.
 * Shared by semver; the cache itself is the API area's singleton.
 */
export { api, type Api } from './api';
export { clientOf, endpointCall, opCall, type CallArgs, type CallQuery, type ClientOf, type ListPage, type OpCall } from './client';
export { send, type CallOptions, type RouteCall } from './call';
export { queryKeyOf, resourceKey } from './keys';
export { fillPath, filledPath } from './paths';
export { fetchResource, invalidate, useResourceMutation, useResourceQuery, type MutationInput, type ResourceMutationOptions } from './hooks';
