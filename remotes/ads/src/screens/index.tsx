import type { ComponentType } from 'react';
import './messages';
import { AdScreen } from './ad-screen';
import { PushScreen } from './push-screen';
import { SCREENS } from './screen-table';

/**
 * The screen of a route of this remote (routes.ts loads this chunk lazily). One factory for every
 * ad kind and push channel: the differences are the data in screen-table.ts.
 */
export function screenFor(path: string, title: string): ComponentType {
  const spec = SCREENS[path];
  if (!spec) throw new Error(`no screen declared for ${path} in screen-table.ts`);
  const Screen: ComponentType = spec.type === 'ad' ? () => <AdScreen path={path} spec={spec} title={title} /> : () => <PushScreen channel={spec.channel} title={title} />;
  Screen.displayName = `Screen(${path})`;
  return Screen;
}
