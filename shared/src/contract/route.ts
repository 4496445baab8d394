import { z } from 'zod';
import type { ComponentType } from 'react';

/** A lazy screen: resolves to a module whose default export is the screen component. */
export type LazyScreen = () => Promise<{ default: ComponentType }>;

/**
 * A screen may start its first reads before it is drawn: the host calls `preload` with the
 * address's query once the screen's code has arrived (and on hover), before rendering it.
 */
export type PreloadableScreen = ComponentType & { preload?: (search: string) => Promise<void> };

/** The remote contract (DESIGN 3.2): each remote's `./routes` default-exports a ConsoleRoute[]. */
export interface ConsoleRoute {
  /** Absolute, e.g. '/ad/index' or '/exercise/quiz/:quiz_package_id'. */
  path: string;
  /** Menu, tab and breadcrumb text (an i18n key is allowed). */
  title?: string;
  icon?: string;
  /** Any one of them grants access; none means open to every signed-in user. */
  roles?: string[];
  /** Not in the menu. */
  hidden?: boolean;
  /** Keep this menu entry highlighted while on the route. */
  activeMenu?: string;
  /** Show as a submenu even with one child. */
  alwaysShow?: boolean;
  /** Business lines (menu sets) it belongs to; default [1]. */
  lines?: (1 | 2)[];
  /** A menu entry that opens an external site. */
  externalLink?: string;
  /**
   * The contract module (e.g. `ads.launch`) whose records this screen shows, when it shows one:
   * where an audit entry of that resource links (the dashboard's "my recent changes").
   */
  resource?: string;
  component?: LazyScreen;
  children?: ConsoleRoute[];
}

/** A contract module's name: `<domain>.<name>` in lower case (`course.tag`, `setting.reference_group`). */
export const RESOURCE_NAME = /^[a-z][a-z0-9_]*(\.[a-z][a-z0-9_]*)+$/;

const lazyScreen = z.custom<LazyScreen>((v) => typeof v === 'function', {
  message: 'component must be a function returning import()',
});

export const consoleRouteSchema: z.ZodType<ConsoleRoute> = z.lazy(() =>
  z
    .object({
      path: z.string().startsWith('/', { message: 'path must be absolute (start with /)' }),
      title: z.string().min(1).optional(),
      icon: z.string().min(1).optional(),
      roles: z.array(z.string().min(1)).optional(),
      hidden: z.boolean().optional(),
      activeMenu: z.string().startsWith('/').optional(),
      alwaysShow: z.boolean().optional(),
      lines: z
        .array(z.union([z.literal(1), z.literal(2)]))
        .min(1)
        .optional(),
      externalLink: z.url().optional(),
      resource: z.string().regex(RESOURCE_NAME, { message: 'resource must be a contract module name such as ads.launch' }).optional(),
      component: lazyScreen.optional(),
      children: z.array(consoleRouteSchema).optional(),
    })
    .strict(),
);

export const consoleRoutesSchema = z.array(consoleRouteSchema);

/** One entry of /admin/remotes.json (DESIGN 3.1). */
export const remoteEntrySchema = z
  .object({
    name: z.string().regex(/^[a-z][a-z0-9-]*$/),
    entry: z.string().min(1),
  })
  .strict();
export type RemoteEntry = z.infer<typeof remoteEntrySchema>;
export const remotesJsonSchema = z.array(remoteEntrySchema);
