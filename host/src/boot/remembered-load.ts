/*
 * An import() whose module, once it has arrived, is drawn in the same render as what holds it
 * (gate/reloadable-lazy.tsx `ready`) instead of suspending for one more task and commit. Typing
 * on the sign-in form prefetches the home screen before the sign-in call returns, so the home page
 * comes with the console's layout in one drawing.
 */
export interface RememberedLoad<M> {
  (): Promise<M>;
  /** The module if a load has finished; undefined before (or after failures only). */
  loaded(): M | undefined;
}

/** `load`, remembering its module; a load remembered already is returned as it is (one memory). */
export function rememberedLoad<M>(load: () => Promise<M>): RememberedLoad<M> {
  if (typeof (load as Partial<RememberedLoad<M>>).loaded === 'function') return load as RememberedLoad<M>;
  let module: M | undefined;
  const run = () =>
    load().then((m) => {
      module = m;
      return m;
    });
  return Object.assign(run, { loaded: () => module });
}

/** What `load` has already brought, when it is a remembered load. */
export const loadedNow = <M>(load: () => Promise<M>): M | undefined => (load as Partial<RememberedLoad<M>>).loaded?.();
