import { create } from 'zustand';
import { useAuthStore } from '@admin/shared/auth';

/*
 * Screens drawn ahead of their opening: TabPanes renders each one as a hidden page (React's
 * <Activity mode="hidden">: at low priority, without running its effects, out of the document),
 * so the click that opens it only shows it, runs its effects and lays it out (open a list
 * from the sidebar → first row; the drawing was most of it once its reads were ahead too:
 * console/group-prefetch.ts). A later set replaces the earlier one, and a set is dropped after `forMs`,
 * which callers keep within the life of the reads the screens were drawn from, so a screen shown
 * this way never shows rows older than its reads' freshness allows.
 */

interface DrawnAheadState {
  paths: string[];
  /** Draws `paths` ahead for `forMs` (replacing any earlier set). */
  drawAhead(paths: readonly string[], forMs: number): void;
  clear(): void;
}

let timer: ReturnType<typeof setTimeout> | undefined;

export const useDrawnAhead = create<DrawnAheadState>((set) => ({
  paths: [],
  drawAhead(paths, forMs) {
    clearTimeout(timer);
    set({ paths: [...paths] });
    timer = setTimeout(() => set({ paths: [] }), forMs);
  },
  clear() {
    clearTimeout(timer);
    set({ paths: [] });
  },
}));

// What was drawn for one session is never shown in the next one.
useAuthStore.subscribe((now, before) => {
  if (now.token !== before.token) useDrawnAhead.getState().clear();
});
