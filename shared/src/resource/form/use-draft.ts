import { useCallback, useEffect, useRef, useState } from 'react';
import { useAuthStore } from '@admin/shared/auth';
import type { FieldDef, Rec } from '../types';
import { same } from './compare';
import { clearDraft, draftKey, draftValues, formValuesOf, loadDraft, pruneDrafts, saveDraft } from './drafts';
import type { Draft } from './drafts';

const SAVE_DELAY_MS = 400;

/** The draft key of a form for the signed-in user. */
export function useDraftKey(resource: string, id?: string | number | null): string {
  const user = useAuthStore((s) => s.name);
  return draftKey(user || '-', resource, id);
}

export interface FormDraft {
  /** A saved draft that differs from what the form starts with, not yet restored or dropped. */
  offer: Draft | null;
  /** The offered draft's values, as form values. */
  restore: () => Rec | null;
  /** Drops the offered draft. */
  dismiss: () => void;
  /** Forgets the draft (after a save or a discard). */
  clear: () => void;
}

/**
 * Keeps a dirty form's values under `key` (debounced) and offers an earlier draft when the form
 * opens; never applies one by itself.
 */
export function useFormDraft(key: string, def: { fields: readonly FieldDef[] }, initial: Rec, values: Rec | undefined, dirty: boolean): FormDraft {
  const [offer, setOffer] = useState<Draft | null>(() => {
    pruneDrafts();
    const d = loadDraft(key);
    if (!d) return null;
    if (same(d.values, draftValues(def.fields, initial))) {
      clearDraft(key);
      return null;
    }
    return d;
  });

  /** Stops the write of the values last seen (the debounce and the page-hide flush). */
  const stopPending = useRef<(() => void) | null>(null);
  /** The values a save or a discard has just settled: not written again as a draft while the form is still shown. */
  const settled = useRef<Rec | undefined>(undefined);

  useEffect(() => {
    if (offer) return; // an undecided offer is kept as it was until the user picks
    if (!dirty || !values) {
      clearDraft(key);
      return;
    }
    if (settled.current && same(values, settled.current)) return; // by content: a re-render may hand over a new object
    const flush = () => saveDraft(key, draftValues(def.fields, values));
    const timer = setTimeout(flush, SAVE_DELAY_MS);
    // Leaving the page inside the debounce still keeps the last keystrokes.
    window.addEventListener('pagehide', flush);
    const stop = () => {
      clearTimeout(timer);
      window.removeEventListener('pagehide', flush);
    };
    stopPending.current = stop;
    return stop;
  }, [key, def.fields, values, dirty, offer]);

  const restore = useCallback(() => {
    if (!offer) return null;
    setOffer(null);
    return formValuesOf(def, offer.values);
  }, [offer, def]);
  const dismiss = useCallback(() => {
    clearDraft(key);
    setOffer(null);
  }, [key]);
  // A save answered inside the debounce of the last keystroke must not leave that keystroke's draft behind.
  const clear = useCallback(() => {
    stopPending.current?.();
    settled.current = values;
    clearDraft(key);
  }, [key, values]);
  return { offer, restore, dismiss, clear };
}
