import { useEffect, useState } from 'react';
import { Alert } from 'antd';
import { Link } from 'react-router-dom';
import { htmlText, type SimilarQuestion } from '@admin/shared/contract/resources';
import { api } from '@admin/shared/data';
import { defineMessages, t, useI18n } from '@admin/shared/i18n';
import type { Rec } from '@admin/shared/resource';

defineMessages({
  'exercise.similar.title': ['题库中有相似的题目，请确认不是重复录入', 'The bank has questions like this one: make sure it is not entered twice'],
  'exercise.similar.item': ['#{id}（相似度 {pct}%）', '#{id} ({pct}% alike)'],
});

/** Where the bank opens one question's view. */
export const bankQuestionPath = (id: number) => `/exercise/quiz-pkg?tab=bank&bank.view=${id}`;

/** The text a draft is compared by, as the server compares stored questions: stem, options, sub-questions. */
export function draftText(v: Rec): string {
  const texts = (xs: unknown) => ((xs as { text?: string }[] | undefined) ?? []).map((o) => o.text ?? '');
  const subs = ((v.sub_questions as Rec[] | undefined) ?? []).flatMap((s) => [String(s.stem ?? ''), ...texts(s.options)]);
  return [htmlText(String(v.stem ?? '')), ...texts(v.options), ...texts(v.shared_options), ...subs].join('|').replace(/\s+/g, ' ').trim().slice(0, 600);
}

/** A draft shorter than this is not compared yet. */
const MIN_TEXT = 6;
/** How long typing pauses before the bank is asked again. */
const PAUSE_MS = 500;

/**
 * Questions of the bank like the draft (near duplicates), asked as the stem and options are typed
 * and shown with links to them, so a question is not entered twice (the list also marks exact ones).
 */
export function SimilarQuestions({ values, record }: { values: Rec; record?: Rec }) {
  useI18n();
  const text = draftText(values);
  const exclude = record ? Number(record.id) : undefined;
  const [found, setFound] = useState<SimilarQuestion[]>([]);
  useEffect(() => {
    if (text.length < MIN_TEXT) return;
    let live = true;
    const timer = setTimeout(() => {
      void (api.question.similar(null, { text, ...(exclude ? { exclude } : {}) }, { silent: true }) as Promise<SimilarQuestion[]>)
        .then((r) => {
          if (live) setFound(r);
        })
        .catch(() => undefined);
    }, PAUSE_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [text, exclude]);
  if (text.length < MIN_TEXT || !found.length) return null;
  return (
    <Alert
      type="warning"
      showIcon
      role="status"
      style={{ marginBottom: 16 }}
      title={t('exercise.similar.title')}
      description={
        <ul style={{ margin: 0, paddingLeft: 18 }}>
          {found.map((s) => (
            <li key={s.id}>
              <Link to={bankQuestionPath(s.id)} target="_blank" rel="noreferrer">
                {t('exercise.similar.item', { id: s.id, pct: Math.round(s.likeness * 100) })}
              </Link>{' '}
              <span translate="no">{s.stem}</span>
            </li>
          ))}
        </ul>
      }
    />
  );
}
