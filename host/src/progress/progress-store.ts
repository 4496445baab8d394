import { create } from 'zustand';

type Phase = 'idle' | 'running' | 'finishing';

interface ProgressState {
  phase: Phase;
  /** Bumped on every start so a restarted bar animates from zero again. */
  run: number;
  start(): void;
  done(): void;
}

const FINISH_MS = 300;
/** A navigation that never reports done (e.g. a redirect) still clears the bar. */
const SAFETY_MS = 15000;
let finishTimer: ReturnType<typeof setTimeout> | undefined;
let safetyTimer: ReturnType<typeof setTimeout> | undefined;

export const useProgressStore = create<ProgressState>((set, get) => ({
  phase: 'idle',
  run: 0,
  start() {
    clearTimeout(finishTimer);
    clearTimeout(safetyTimer);
    safetyTimer = setTimeout(() => get().done(), SAFETY_MS);
    set((s) => ({ phase: 'running', run: s.run + 1 }));
  },
  done() {
    if (get().phase !== 'running') return;
    clearTimeout(safetyTimer);
    set({ phase: 'finishing' });
    finishTimer = setTimeout(() => set({ phase: 'idle' }), FINISH_MS);
  },
}));
