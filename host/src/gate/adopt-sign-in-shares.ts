import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { signInHandover } from './sign-in-handover';

// Registered through `runtimePlugins` in host/webpack.config.js, so it is part of the host's
// runtime chunk: no shared package at top level (the share scope does not exist yet).

type ShareArgs = { version?: string; get?: unknown; lib?: () => object; loaded?: boolean };

/**
 * When main.js starts in the sign-in page (sign-in-handover.ts), the host provides the sign-in
 * page's own React, react-dom and i18n store under their share keys instead of loading its own
 * copies: they are already running, and a second React could not draw into the form's root. Only
 * the same version is taken over (the two bundles come from one build); anything else loads as
 * on any other page.
 */
export default function adoptSignInShares(): ModuleFederationRuntimePlugin {
  return {
    name: 'admin-adopt-sign-in-shares',
    beforeInit(args) {
      const given = signInHandover()?.shared;
      if (!given) return args;
      const shared = (args.userOptions.shared ?? {}) as Record<string, ShareArgs | ShareArgs[]>;
      for (const [key, { version, module }] of Object.entries(given)) {
        const own = ([] as ShareArgs[]).concat(shared[key] ?? []).find((s) => s.version === version);
        if (!own) continue;
        delete own.get;
        own.lib = () => module;
        own.loaded = true;
      }
      return args;
    },
  };
}
