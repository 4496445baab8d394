import type { LoadErrorKind } from '@admin/shared/chunk';
import type { ConsoleRoute } from '@admin/shared/contract';

export type { LoadErrorKind };
/** Why a remote is unavailable: the chunk classes of DESIGN 3.4, plus 'invalid' for a remote
 *  (or a remotes.json entry) that arrived but broke the contract or the origin policy. */
export type RemoteLoadErrorKind = LoadErrorKind | 'invalid';

export interface RemoteGroup {
  /** remotes.json name, e.g. 'home-manage'; 'remotes.json' for the list itself. */
  name: string;
  /** remotes.json title, so a remote that is down still has a named menu entry. */
  title?: string;
  status: 'loading' | 'ready' | 'unavailable';
  error?: { kind: RemoteLoadErrorKind; message: string };
  routes: ConsoleRoute[];
}

export interface RemotesState {
  groups: RemoteGroup[];
  /** remotes.json has been read (or failed): `groups` lists every remote there is. */
  loaded: boolean;
  /** Loads one remote again from the network (or remotes.json itself for 'remotes.json'). */
  retry(name: string): Promise<void>;
}
