import { useEffect } from 'react';
import { useTabsStore } from './tabs-store';

/**
 * A hidden page's own leave guard is asleep (its effects are cleaned up while hidden), so the
 * host asks before the browser tab reloads or closes while a hidden page holds unsaved changes.
 */
export function useUnsavedUnload(current: string | null): void {
  const held = useTabsStore((s) => s.unsaved.some((p) => p !== current));
  useEffect(() => {
    if (!held) return;
    const ask = (e: BeforeUnloadEvent) => {
      e.preventDefault();
      e.returnValue = ''; // older Chromium needs it set to show the dialog
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [held]);
}
