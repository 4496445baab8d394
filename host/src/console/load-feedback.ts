import type * as FeedbackModule from './antd-feedback';

export type Feedback = typeof FeedbackModule;
let feedback: Promise<Feedback> | null = null;

/**
 * antd's message/modal (a lazy chunk), fetched on the first toast or dialog so the shell's first
 * screen stays antd-free (DESIGN 9); a failed fetch is tried again next time.
 */
export function loadFeedback(): Promise<Feedback> {
  feedback ??= import(/* webpackChunkName: "antd-feedback" */ './antd-feedback').catch((err: unknown) => {
    feedback = null;
    throw err;
  });
  return feedback;
}
