import { savingData, whenDrawn, whenIdle } from './when-idle';

/*
 * The one table of what the host fetches before it is asked for, by trigger. "Prefetch" is the one
 * word for it: code (a chunk, a remote's entry), a screen's first reads (its `preload`, the data it
 * reads when it opens), the remote list. Each trigger's handler runs its row with `prefetch`,
 * handing in the functions that do each step, so the table is what runs, not a description of it.
 *
 * A step runs `at` a moment: now, right after the next frame is drawn, or at the next idle moment
 * (only where the browser says when it is idle). `after` makes it wait for another step of the row
 * to arrive. `saveData: 'skip'`: not done when the browser asks to save data.
 */

export interface PrefetchStep {
  readonly step: string;
  readonly at: 'now' | 'drawn' | 'idle';
  readonly after?: string;
  readonly saveData?: 'skip';
}

export const PREFETCH = {
  /** A key typed on the sign-in form: everything between the click and the home page but the data. */
  'sign-in typing': [
    { step: 'remote list', at: 'now' },
    { step: 'auth', at: 'now' },
    // After the auth store: a sign-in waiting on it sends its call before these chunks run.
    { step: 'router app', at: 'now', after: 'auth' },
    { step: 'console', at: 'now', after: 'auth' },
    { step: 'home', at: 'now', after: 'auth' },
  ],
  /** The pointer rests on a screen link or a menu group (80 ms), or focus reaches one. */
  hover: [
    { step: 'screen code, then its first reads', at: 'now' },
    { step: 'screen kit', at: 'now' },
  ],
  /** A menu group clicked open: one of its screens is picked next. */
  'group open': [
    { step: 'first screens: code and first reads; the first drawn hidden', at: 'now', saveData: 'skip' },
    { step: "the group's other screens' code", at: 'drawn', saveData: 'skip' },
  ],
  /** The home page drawn: what the first list will need, while the user reads the home page. */
  'home drawn': [
    { step: 'screen kit', at: 'now', saveData: 'skip' },
    { step: 'remote entries and routes modules', at: 'now', saveData: 'skip' },
    { step: 'a list drawn once off the document', at: 'idle', after: 'screen kit', saveData: 'skip' },
  ],
} as const satisfies Record<string, readonly PrefetchStep[]>;

export type Trigger = keyof typeof PREFETCH;

type StepOf<T extends Trigger> = (typeof PREFETCH)[T][number]['step'];

/** What does each step of trigger `T`'s row; a promise when later steps wait for it (`after`). */
export type PrefetchDoers<T extends Trigger> = Record<StepOf<T>, () => Promise<unknown> | void>;

interface Scheduling {
  savingData(): boolean;
  whenDrawn(work: () => void): void;
  whenIdle(work: () => void): void;
}

const browserScheduling: Scheduling = {
  savingData: () => savingData(),
  whenDrawn: (work) => void whenDrawn(work),
  whenIdle: (work) => void whenIdle(work, undefined, { needsIdleCallback: true }),
};

/**
 * Runs trigger `trigger`'s row of the table with `doers`. Settles once the steps that run now or
 * after another have settled (not those left for a later frame or idle moment); rejects when one
 * of them fails, so a caller may forget that it ran and let the next trigger try again.
 */
export function prefetch<T extends Trigger>(trigger: T, doers: PrefetchDoers<T>, scheduling: Scheduling = browserScheduling): Promise<void> {
  const row: readonly PrefetchStep[] = PREFETCH[trigger];
  const saving = scheduling.savingData();
  const started = new Map<string, Promise<unknown>>();
  const run = (s: PrefetchStep): Promise<unknown> => {
    try {
      return Promise.resolve((doers as Record<string, () => Promise<unknown> | void>)[s.step]());
    } catch (error) {
      return Promise.reject(error);
    }
  };
  for (const s of row) {
    if (saving && s.saveData === 'skip') continue;
    const before = s.after ? (started.get(s.after) ?? Promise.resolve()) : Promise.resolve();
    if (s.at === 'now') {
      started.set(s.step, s.after ? before.then(() => run(s)) : run(s));
    } else {
      const later = s.at === 'drawn' ? scheduling.whenDrawn : scheduling.whenIdle;
      // A step after one that failed is not run; the failure is reported by the row's promise.
      before.then(
        () => later(() => void run(s)),
        () => undefined,
      );
    }
  }
  return Promise.all(started.values()).then(() => undefined);
}
