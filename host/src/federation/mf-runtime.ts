import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { FederationRuntime } from './remotes-store';

/** The module federation runtime of the host build (shareStrategy 'loaded-first', timeouts
 *  and origin checks from runtime-plugin.ts). */
export const mfRuntime: FederationRuntime = {
  register(container, entryUrl, force) {
    registerRemotes([{ name: container, entry: entryUrl }], { force });
  },
  loadRoutes(container) {
    return loadRemote(`${container}/routes`);
  },
};
