import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import type { Endpoint } from '@admin/shared/contract';
import { adResourceOf } from '@admin/shared/contract/resources';
import { enableField, imageField, listWarmUp, resourceDef, scheduleField, sortField, titleField, type ResourceDef } from '@admin/shared/resource';
import AntdScope from './antd-scope';

/** Its own name: the warm-up's answers in the read-ahead store never stand in for a real list's. */
export const WARM_UP_NAME = 'console.list-warm-up';

/** One transparent pixel: a thumbnail that asks nothing of the network. */
const PIXEL = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';

/**
 * The list most operators open first (the ads' launch screen) with the columns lists share: id,
 * title, picture, schedule with its live status, sort with the drag handle, the enable switch,
 * last change, actions, row selection, export and column settings. Every call is allowed to
 * every role here, so all of them are drawn whoever is signed in (nothing is ever sent).
 */
export function warmUpDef(): ResourceDef {
  const module = adResourceOf('launch')!;
  const def = resourceDef(module, { title: 'route./ad/index', fields: [titleField(), imageField(), scheduleField(), sortField(), enableField()] });
  const open = (e: Endpoint): Endpoint => ({ ...e, auth: 'token' });
  return { ...def, name: WARM_UP_NAME, endpoints: module.endpoints.map(open) };
}

const warmUpRows = () => {
  const sample = adResourceOf('launch')!.sample;
  const now = new Date().toISOString();
  return [1, 2, 3].map((id) => ({ ...sample, id, title: `${sample.title}${id}`, image: PIXEL, sort: id, is_enable: id !== 2, version: 1, created_at: now, updated_at: now }));
};

let started = false;

/**
 * Draws a list screen once, off the document, and keeps it mounted (see the kit's listWarmUp for
 * why): the first list the user opens then costs what a second one does. Rendered as a transition,
 * so React yields to the user's input every few milliseconds; once per page (the element it is
 * drawn in the first time, null after).
 */
export async function warmListScreen(): Promise<HTMLElement | null> {
  if (started) return null;
  started = true;
  const screen = await listWarmUp(warmUpDef(), warmUpRows());
  const container = document.createElement('div');
  const root = createRoot(container);
  startTransition(() => root.render(<AntdScope>{screen}</AntdScope>));
  return container;
}
