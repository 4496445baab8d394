import { Activity, startTransition, useLayoutEffect, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import type { Endpoint } from '@admin/shared/contract';
import { adResourceOf } from '@admin/shared/contract/resources';
import { enableField, imageField, listWarmUp, resourceDef, scheduleField, sortField, titleField, type ResourceDef } from '@admin/shared/resource';
import AntdScope from './antd-scope';

/** Its own name: the warm-up's answers in the preload store never stand in for a real list's. */
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
  return [1, 2, 3].map((id) => ({
    ...sample,
    id,
    title: `${sample.title}${id}`,
    image: PIXEL,
    sort: id,
    is_enable: id !== 2,
    version: 1,
    created_at: now,
    updated_at: now,
  }));
};

let started = false;

/**
 * Draws a list screen once, off the document, and keeps it mounted (see the kit's listWarmUp for
 * why): the first list the user opens then costs what a second one does. Rendered as a transition,
 * so React yields to the user's input every few milliseconds; once per page (the element it is
 * drawn in the first time, null after).
 *
 * Its first commit happens in the column where screens are drawn (`column`, TabPanes' pages), unseen,
 * out of the way and of the accessibility tree, and it leaves the document right after: that commit
 * measures a list's box there (list/fit-width.ts), so a list drawn before it is shown (a screen drawn
 * ahead of its opening, drawn-ahead.ts; no layout effects run there) has its table in that drawing,
 * instead of drawing every row again when it is shown.
 *
 * Then it is hidden (an <Activity>): still mounted, so antd keeps its style blocks (insertion
 * effects stay), but its other effects are disconnected. Left connected, the table's sticky scroll
 * bar (the detached table no longer fits its box) listened to the window for the whole session and
 * committed the warm-up root once per frame of every scroll, the pager's scroll to the top included.
 */
export async function warmListScreen(column: Element | null = document.querySelector('.hl-pages')): Promise<HTMLElement | null> {
  if (started) return null;
  started = true;
  const screen = await listWarmUp(warmUpDef(), warmUpRows());
  const container = document.createElement('div');
  if (column) {
    container.className = 'hl-page';
    container.style.cssText = 'visibility:hidden;height:0;overflow:hidden';
    container.setAttribute('aria-hidden', 'true');
    container.inert = true;
    column.appendChild(container);
  }
  const root = createRoot(container);
  const leave = () => {
    container.remove();
    container.removeAttribute('style');
    root.render(<Activity mode="hidden">{scoped}</Activity>);
  };
  // The same element both times: hiding it renders nothing below the <Activity> again.
  const scoped = (
    <AntdScope>
      <AfterFirstCommit run={leave}>{screen}</AfterFirstCommit>
    </AntdScope>
  );
  startTransition(() => root.render(<Activity mode="visible">{scoped}</Activity>));
  return container;
}

/** Runs `run` once, after the layout effects of its children's first commit. */
function AfterFirstCommit({ run, children }: { run: () => void; children: ReactNode }) {
  useLayoutEffect(run, [run]);
  return children;
}
