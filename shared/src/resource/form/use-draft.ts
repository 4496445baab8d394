import { useCallback, useEffect, useRef, useState } from 'react';
import { useAuthStore } from '@admin/shared/auth';
import type { FieldDef, Rec } from '../types';
import { same } from './compare';
import { clearDraft, draftKey, draftValues, formValuesOf, loadDraft, pruneDrafts, saveDraft } from './drafts';
import type { Draft } from './drafts';

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
 * Keeps a dirty form's values under `key`, written with every change the form reports, and offers
 * an earlier draft when the form opens; never applies one by itself. `read` gives the form's values
 * as they are this instant: leaving the page (pagehide) writes them, so a keystroke the form has
 * not reported yet is kept too.
 */
export function useFormDraft(
  key: string,
  def: { fields: readonly FieldDef[] },
  initial: Rec,
  values: Rec | undefined,
  dirty: boolean,
  read?: () => Rec,
): FormDraft {
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

  /** The values a save or a discard has just settled: not written again as a draft while the form is still shown. */
  const settled = useRef<Rec | undefined>(undefined);
  const isSettled = useCallback((v: Rec) => !!settled.current && same(draftValues(def.fields, v), draftValues(def.fields, settled.current)), [def.fields]);

  useEffect(() => {
    if (offer) return; // an undecided offer is kept as it was until the user picks
    if (!dirty || !values) {
      clearDraft(key);
      return;
    }
    if (isSettled(values)) return; // by content: a re-render may hand over a new object
    saveDraft(key, draftValues(def.fields, values));
  }, [key, def.fields, values, dirty, offer, isSettled]);

  useEffect(() => {
    if (offer || !read) return;
    const flush = () => {
      const live = read();
      if (isSettled(live) || same(draftValues(def.fields, live), draftValues(def.fields, initial))) return;
      saveDraft(key, draftValues(def.fields, live));
    };
    window.addEventListener('pagehide', flush);
    return () => window.removeEventListener('pagehide', flush);
  }, [key, def.fields, initial, offer, read, isSettled]);

  const restore = useCallback(() => {
    if (!offer) return null;
    setOffer(null);
    return formValuesOf(def, offer.values);
  }, [offer, def]);
  const dismiss = useCallback(() => {
    clearDraft(key);
    setOffer(null);
  }, [key]);
  // A save settles what the form holds: a later render or leaving the page must not write it back.
  const clear = useCallback(() => {
    settled.current = read?.() ?? values;
    clearDraft(key);
  }, [key, values, read]);
  return { offer, restore, dismiss, clear };
}
