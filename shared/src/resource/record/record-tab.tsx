import type { ReactNode } from 'react';
import { useAuthStore } from '@admin/shared/auth';
import { mayCall } from '../access';
import { DocumentForm } from '../document-form';
import type { DocumentDef } from '../document-form';
import { ResourceList } from '../resource-list';
import type { ResourceListProps } from '../resource-list';
import type { Rec, ResourceDef } from '../types';
import { AsideLayout } from './aside-layout';
import { scoped, scopedDocument } from './scope';
import type { Scope } from './scope';

/** What a tab knows of its page: the record, its key, the selectors' values, and a way to re-read it. */
export interface RecordContext {
  record: Rec;
  id: string | number;
  /** The value of each selector (`{ year: '2027' }`). */
  chosen: Readonly<Record<string, string>>;
  reload: () => void;
  /** Counts the writes made from the page's tabs; what shows derived data reads again when it changes. */
  revision: number;
  /** A tab's content saved something. */
  changed: () => void;
}

/**
 * One tab of a record page: a child collection (an embedded list scoped by the record), a
 * settings document of the record's scope, or anything else the screen renders.
 */
export interface RecordTab {
  key: string;
  /** Text or an i18n key. */
  label: string;
  showIf?: (record: Rec) => boolean;
  list?: {
    def: ResourceDef;
    scope: (ctx: RecordContext) => Scope;
    props?: (ctx: RecordContext) => Omit<ResourceListProps, 'def' | 'embedded'>;
  };
  document?: { def: DocumentDef; scope: (ctx: RecordContext) => Scope };
  render?: (ctx: RecordContext) => ReactNode;
  /**
   * Shown beside the tab's content (a preview of what the children make); in a box too narrow for
   * both, behind a toggle above the content (AsideLayout).
   */
  aside?: (ctx: RecordContext) => ReactNode;
}

function ScopedDocument({ def, scope }: { def: DocumentDef; scope: Scope }) {
  const roles = useAuthStore((s) => s.roles);
  const doc = scopedDocument(def, scope);
  return <DocumentForm key={doc.read.path} def={doc} canWrite={mayCall(roles, doc.write, doc.endpoints)} />;
}

function MainContent({ tab, ctx }: { tab: RecordTab; ctx: RecordContext }) {
  if (tab.list) {
    const def = scoped(tab.list.def, tab.list.scope(ctx));
    // Keyed by the scope: another year is another list, not this one's filters and page.
    return <ResourceList key={JSON.stringify(def.scope)} def={def} embedded onChanged={ctx.changed} {...tab.list.props?.(ctx)} />;
  }
  if (tab.document) return <ScopedDocument def={tab.document.def} scope={tab.document.scope(ctx)} />;
  return <>{tab.render?.(ctx)}</>;
}

/** The content of one tab, with what it shows beside it. */
export function RecordTabContent({ tab, ctx }: { tab: RecordTab; ctx: RecordContext }) {
  if (!tab.aside) return <MainContent tab={tab} ctx={ctx} />;
  return <AsideLayout main={<MainContent tab={tab} ctx={ctx} />} aside={tab.aside(ctx)} />;
}
