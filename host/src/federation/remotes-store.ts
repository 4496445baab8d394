import { create } from 'zustand';
import type { LoadErrorKind } from '@admin/shared/chunk';
import type { ComponentType } from 'react';
import type { ConsoleRoute, LazyScreen } from '@admin/shared/contract';
import { routePaths } from './all-remote-routes';
import { containerName } from './container-name';
import { nextAttempt } from './load-attempts';
import { allowedUrl, setAllowedOrigins } from './origin-policy';
import { parseRemoteList, PRECHECKED_ENTRY, REMOTE_LIST_GROUP, RemoteListError, type RemoteListEntry } from './remote-list';
import { isConsoleRouteList, isRemoteEntry, loadContractSchemas } from './route-check';
import { routeDataProblem, toConsoleRoutes, type RouteData } from './route-data';
import type { RemoteGroup, RemoteLoadErrorKind, RemotesState } from './types';

/** The part of the module federation runtime the store needs (real one in mf-runtime.ts). */
export interface FederationRuntime {
  /** Registers a remote; `force` replaces an earlier registration and drops everything the
   *  runtime cached about it (manifest, entry, module), so the next load hits the network. */
  register(container: string, entryUrl: string, force: boolean): void;
  /** Loads the remote's `./routes` module. */
  loadRoutes(container: string): Promise<unknown>;
}

export interface RemotesDeps {
  runtime: FederationRuntime;
  /** remotes.json body; rejects with a RemoteListError (or anything) when it cannot be read. */
  fetchList(): Promise<unknown>;
  pageUrl(): string;
  /** runtime-config.json `remoteOrigins`. */
  extraOrigins(): readonly string[];
  /** May be async: the classifier lives in @admin/shared/chunk, loaded only when something fails. */
  classify(err: unknown): LoadErrorKind | Promise<LoadErrorKind>;
  /** What the runtime plugin recorded about a failed load of this container, if anything. */
  takeFailure(container: string): { kind: LoadErrorKind; message: string } | undefined;
}

const MAX_MESSAGE = 300;

/** MF messages are "<what> #RUNTIME-0xx\nargs: {...}\n...\nOriginal Error Message:\n <why>". */
export function summarize(err: unknown): string {
  const msg = err instanceof Error ? err.message : String(err);
  const head = msg.split('\n')[0].trim();
  const original = msg.split('Original Error Message:')[1]?.trim().split('\n')[0];
  const text = original && !head.includes(original) ? `${head} (${original})` : head;
  return text.length > MAX_MESSAGE ? `${text.slice(0, MAX_MESSAGE - 1)}…` : text;
}

function unavailable(base: Pick<RemoteGroup, 'name' | 'title'>, kind: RemoteLoadErrorKind, message: string): RemoteGroup {
  return { ...base, status: 'unavailable', error: { kind, message }, routes: [] };
}

export function createRemotes(deps: RemotesDeps) {
  let entries: RemoteListEntry[] = [];
  let listing: Promise<void> | null = null;
  const registered = new Set<string>();
  const inflight = new Map<string, Promise<void>>();
  /** The `./routes` module of a remote whose menu came as data, once a screen of it opened. */
  const code = new Map<string, Promise<ConsoleRoute[]>>();

  /** Registers the remote (again, bypassing the runtime's caches, after a failed load). */
  function register(container: string, url: string): void {
    const again = registered.has(container);
    if (again) nextAttempt(container);
    deps.runtime.register(container, url, again);
    registered.add(container);
  }

  /** The remote's routes module, loaded on the first screen that needs it; a failure is not kept. */
  function codeOf(e: RemoteListEntry, container: string, url: string): Promise<ConsoleRoute[]> {
    let p = code.get(container);
    if (!p) {
      register(container, url);
      p = deps.runtime.loadRoutes(container).then((mod) => {
        const table = (mod as { default?: unknown } | null | undefined)?.default;
        if (!isConsoleRouteList(table)) throw new Error(`./routes of ${e.name} breaks the route contract`);
        return table;
      });
      p.catch(() => code.delete(container));
      code.set(container, p);
    }
    return p;
  }

  /** The screens of the menus that came as data, by path, for prefetch(). */
  const dataScreens = new Map<string, LazyScreen>();

  /** A screen of a remote whose menu came as data: its code is fetched when the screen is wanted. */
  const screenOf =
    (e: RemoteListEntry, container: string, url: string) =>
    (path: string): LazyScreen => {
      const screen: LazyScreen = async () => {
        const find = (rs: readonly ConsoleRoute[]): ConsoleRoute | undefined =>
          rs.reduce<ConsoleRoute | undefined>((hit, r) => hit ?? (r.path === path ? r : find(r.children ?? [])), undefined);
        const component = find(await codeOf(e, container, url))?.component;
        if (!component) throw new Error(`./routes of ${e.name} has no screen for ${path} although its route table says so`);
        return component();
      };
      dataScreens.set(path, screen);
      return screen;
    };

  /** The routes module loaders of the menus that came as data, by the path of each of their groups. */
  const dataGroups = new Map<string, () => Promise<unknown>>();
  const noteGroups = (routes: readonly ConsoleRoute[], load: () => Promise<unknown>) => {
    for (const r of routes) {
      if (!r.component) dataGroups.set(r.path, load);
      noteGroups(r.children ?? [], load);
    }
  };

  /** Starts loading the code of the screen at `path` (a remote's, menu from data), or for a menu
   *  group its remote's routes module; errors wait for the real open. Resolves to the screen's
   *  module once loaded (undefined for a group or a failure), for its first reads. */
  function prefetch(path: string): Promise<{ default: ComponentType } | undefined> {
    const screen = dataScreens.get(path);
    if (screen) return screen().catch(() => undefined);
    void dataGroups
      .get(path)?.()
      .catch(() => undefined);
    return Promise.resolve(undefined);
  }

  /**
   * Fetches the code of every screen under a menu group that came as data (not their data): the
   * group has just been opened, so one of them is about to be picked, and its click then waits only
   * for the screen's own reads (open a list from the sidebar). Failures wait for the open.
   */
  function prefetchGroup(path: string): void {
    const under = (rs: readonly ConsoleRoute[], inside: boolean): string[] =>
      rs.flatMap((r) => [...(inside && r.component ? [r.path] : []), ...under(r.children ?? [], inside || r.path === path)]);
    for (const g of useRemotesStore.getState().groups) {
      for (const screenPath of under(g.routes, false))
        void dataScreens
          .get(screenPath)?.()
          .catch(() => undefined);
    }
  }

  /** The routes module loader of each remote whose menu came as data, by remote name. */
  const dataRemotes = new Map<string, () => Promise<unknown>>();

  /**
   * Fetches and runs each remote's entry and routes module, the part of a screen's code chain that
   * is the same for all of its screens (manifest → remoteEntry + routes module: two round trips,
   * ~10 KB br per remote). Meant for an idle moment after the home page ("prefetch on
   * hover or idle"): opening a group then needs only its screens' chunks, one round trip. All
   * remotes at once: throttled, one at a time took 2.6 s to get them all (each remote waits for its
   * round trips and for the kit's parsing between them), all at once 1.5 s, well before the screen
   * kit's antd ends. No screen code, no data; failures wait for the real open.
   */
  async function prefetchRemotes(): Promise<void> {
    // Only what the console has listed: reading remotes.json stays loadRemotes()'s job.
    await listing;
    const ready = useRemotesStore.getState().groups.filter((g) => g.status === 'ready');
    await Promise.all(
      ready.map((g) =>
        dataRemotes
          .get(g.name)?.()
          .catch(() => undefined),
      ),
    );
  }

  const useRemotesStore = create<RemotesState>()(() => ({ groups: [], loaded: false, retry }));

  const put = (group: RemoteGroup) => useRemotesStore.setState((s) => ({ groups: s.groups.map((g) => (g.name === group.name ? group : g)) }));

  async function loadOne(e: RemoteListEntry): Promise<void> {
    const base = { name: e.name, ...(e.title ? { title: e.title } : {}) };
    put({ ...base, status: 'loading', routes: [] });
    const url = allowedUrl(e.entry, deps.pageUrl(), deps.extraOrigins());
    if (!url) {
      put(unavailable(base, 'invalid', `refused: ${e.entry} is not on the console's origin or in runtime-config.json remoteOrigins`));
      return;
    }
    const container = containerName(e.name);
    deps.takeFailure(container);
    try {
      let parsed: { success: true; data: ConsoleRoute[] } | { success: false; error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } };
      if (e.routes !== undefined) {
        // The menu as data (route-data.ts): no remote code needed to draw it.
        const problem = routeDataProblem(e.routes);
        if (problem) {
          put(unavailable(base, 'invalid', `the route table of ${e.name} in remotes.json breaks the route contract: ${problem}`));
          return;
        }
        parsed = { success: true, data: toConsoleRoutes(e.routes as RouteData[], screenOf(e, container, url.href)) };
        const load = () => codeOf(e, container, url.href);
        noteGroups(parsed.data, load);
        dataRemotes.set(e.name, load);
      } else {
        register(container, url.href);
        const mod = await deps.runtime.loadRoutes(container);
        const table = (mod as { default?: unknown } | null | undefined)?.default;
        // zod (with the whole contract) only for a table the quick check does not pass (route-check.ts).
        parsed = isConsoleRouteList(table) ? { success: true, data: table } : (await loadContractSchemas()).consoleRoutesSchema.safeParse(table);
      }
      if (!parsed.success) {
        const issues = parsed.error.issues.slice(0, 3).map((i) => `${i.path.map(String).join('.') || 'routes'}: ${i.message}`);
        put(unavailable(base, 'invalid', `./routes of ${e.name} breaks the route contract: ${issues.join('; ')}`));
        return;
      }
      const taken = new Map<string, string>();
      for (const g of useRemotesStore.getState().groups) {
        if (g.status === 'ready' && g.name !== e.name) for (const p of routePaths(g.routes)) taken.set(p, g.name);
      }
      const clash = routePaths(parsed.data).find((p) => taken.has(p));
      if (clash) {
        put(unavailable(base, 'invalid', `path ${clash} is already served by remote ${taken.get(clash)}`));
        return;
      }
      put({ ...base, status: 'ready', routes: parsed.data });
    } catch (err) {
      const recorded = deps.takeFailure(container);
      put(unavailable(base, recorded?.kind ?? (await deps.classify(err)), recorded?.message ?? summarize(err)));
    }
  }

  async function list(): Promise<void> {
    setAllowedOrigins(deps.extraOrigins());
    useRemotesStore.setState({ groups: [{ name: REMOTE_LIST_GROUP, status: 'loading', routes: [] }], loaded: false });
    let parsed: ReturnType<typeof parseRemoteList>;
    try {
      const body = await deps.fetchList();
      const withoutTitle = (e: unknown) => {
        if (typeof e !== 'object' || e === null) return e;
        const { title: _title, routes: _routes, ...rest } = e as Record<string, unknown>;
        return rest;
      };
      const prechecked = Array.isArray(body) && body.every((e) => isRemoteEntry(withoutTitle(e)));
      parsed = parseRemoteList(body, prechecked ? PRECHECKED_ENTRY : (await loadContractSchemas()).remoteEntrySchema);
    } catch (err) {
      const kind = err instanceof RemoteListError ? err.kind : await deps.classify(err);
      entries = [];
      useRemotesStore.setState({ groups: [unavailable({ name: REMOTE_LIST_GROUP }, kind, summarize(err))], loaded: true });
      return;
    }
    entries = parsed.entries;
    const loading = entries.map<RemoteGroup>((e) => ({ name: e.name, ...(e.title ? { title: e.title } : {}), status: 'loading', routes: [] }));
    useRemotesStore.setState({ groups: [...loading, ...parsed.invalid], loaded: true });
    await Promise.all(entries.map((e) => track(e.name, () => loadOne(e))));
  }

  function track(name: string, run: () => Promise<void>): Promise<void> {
    const p = run().finally(() => inflight.delete(name));
    inflight.set(name, p);
    return p;
  }

  /** Reads remotes.json and loads every remote's routes; once per page load. */
  function loadRemotes(): Promise<void> {
    listing ??= list();
    return listing;
  }

  function retry(name: string): Promise<void> {
    if (name === REMOTE_LIST_GROUP) {
      listing = list();
      return listing;
    }
    const running = inflight.get(name);
    if (running) return running;
    const entry = entries.find((e) => e.name === name);
    return entry ? track(name, () => loadOne(entry)) : Promise.resolve();
  }

  return { useRemotesStore, loadRemotes, prefetch, prefetchGroup, prefetchRemotes };
}
