import { createContext, useCallback, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { App } from 'antd';
import { UNSAFE_DataRouterContext, useBlocker } from 'react-router-dom';
import { useFormI18n } from './texts';

/** Asks before throwing away unsaved changes; resolves true when the user chose to discard them. */
export function useConfirmDiscard(): () => Promise<boolean> {
  const { t } = useFormI18n();
  const { modal } = App.useApp();
  // One dialog at a time: Esc pressed twice must not stack two prompts.
  const open = useRef<Promise<boolean> | null>(null);
  return useCallback(() => {
    open.current ??= new Promise<boolean>((resolve) => {
      modal.confirm({
        title: t('form.discard.title'),
        content: t('form.discard.content'),
        okText: t('form.discard.ok'),
        cancelText: t('form.discard.cancel'),
        okButtonProps: { danger: true },
        onOk: () => resolve(true),
        onCancel: () => resolve(false),
      });
    }).finally(() => {
      open.current = null;
    });
    return open.current;
  }, [modal, t]);
}

/** Something to lose now: a flag, or a check read at the moment of leaving. */
export type Unsaved = boolean | (() => boolean);
const holds = (when: Unsaved) => (typeof when === 'function' ? when() : when);

/** While `when` holds, reloading or closing the tab asks first (the browser's own dialog). */
export function useBeforeUnload(when: Unsaved): void {
  useEffect(() => {
    if (!when) return;
    const ask = (e: BeforeUnloadEvent) => {
      if (!holds(when)) return;
      e.preventDefault();
      e.returnValue = ''; // older Chromium needs it set to show the dialog
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [when]);
}

/**
 * What a container of forms (a drawer, a modal, a page) asks before it closes: every form the kit
 * draws inside it reports its unsaved changes here, read at the moment of closing.
 */
export interface UnsavedScope {
  /** Whether any form inside holds unsaved changes now. */
  unsaved(): boolean;
  /** Adds a form's check; returns its removal. */
  add(check: () => boolean): () => void;
}

const ScopeContext = createContext<UnsavedScope | null>(null);

function makeScope(): UnsavedScope {
  const checks = new Set<() => boolean>();
  return {
    unsaved: () => [...checks].some((c) => c()),
    add: (check) => {
      checks.add(check);
      return () => void checks.delete(check);
    },
  };
}

/** A scope of one container for the life of the component. */
export function useUnsavedScope(): UnsavedScope {
  const [scope] = useState(makeScope);
  return scope;
}

/** The forms drawn inside report to `scope` (the nearest one: a drawer in a page reports to the drawer). */
export function UnsavedScopeProvider({ scope, children }: { scope: UnsavedScope; children: ReactNode }) {
  return <ScopeContext.Provider value={scope}>{children}</ScopeContext.Provider>;
}

/**
 * A container's close (Esc, ✕, its mask, a cancel button) that asks first when a form inside holds
 * unsaved changes; `onDiscarded` runs after the user chose to throw them away (e.g. to drop a draft).
 */
export function useGuardedClose(scope: UnsavedScope, onClose: () => void, onDiscarded?: () => void): () => Promise<void> {
  const confirm = useConfirmDiscard();
  return useCallback(async () => {
    if (scope.unsaved()) {
      if (!(await confirm())) return;
      onDiscarded?.();
    }
    onClose();
  }, [scope, confirm, onClose, onDiscarded]);
}

/** Reports `when` to the nearest container's scope while mounted (and shown). */
function useReportUnsaved(when: Unsaved): void {
  const scope = useContext(ScopeContext);
  useEffect(() => scope?.add(() => holds(when)), [scope, when]);
}

export interface LeaveGuardProps {
  /** Whether there is something to lose; a check is read at the moment of leaving. */
  when: Unsaved;
  /** Called once the user chose to leave (e.g. to drop the draft). */
  onDiscard?: () => void;
}

/**
 * Guards unsaved changes against leaving: a route change (menu, link, back button) prompts, and so
 * does reloading or closing the tab; the container the form is drawn in (UnsavedScopeProvider)
 * asks before it closes. Route changes can only be held under a data router (the host's);
 * elsewhere (tests, a bare MemoryRouter) only the tab and the container are guarded.
 */
export function LeaveGuard({ when, onDiscard }: LeaveGuardProps) {
  useBeforeUnload(when);
  useReportUnsaved(when);
  const dataRouter = useContext(UNSAFE_DataRouterContext);
  return dataRouter ? <RouteBlocker when={when} onDiscard={onDiscard} /> : null;
}

function RouteBlocker({ when, onDiscard }: LeaveGuardProps) {
  const confirm = useConfirmDiscard();
  const blocker = useBlocker(({ currentLocation: a, nextLocation: b }) => (a.pathname !== b.pathname || a.search !== b.search) && holds(when));
  const asking = useRef(false);
  useEffect(() => {
    if (blocker.state !== 'blocked') {
      asking.current = false;
      return;
    }
    if (asking.current) return; // re-rendered while the dialog is open
    asking.current = true;
    void confirm().then((discard) => {
      if (discard) {
        onDiscard?.();
        blocker.proceed();
      } else blocker.reset();
    });
  }, [blocker, confirm, onDiscard]);
  return null;
}
