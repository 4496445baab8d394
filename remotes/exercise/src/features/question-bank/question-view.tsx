import type { QuestionBlank, QuestionContent, QuestionOption, SubQuestion } from '@admin/shared/contract/resources';
import { defineMessages, t } from '@admin/shared/i18n';
import { FormulaText } from '@admin/shared/resource';
import './question-view.css';

defineMessages({
  'exercise.view.key': ['答案', 'Key'],
  'exercise.view.analysis': ['解析', 'Analysis'],
  'exercise.view.reference': ['参考答案', 'Model answer'],
  'exercise.view.points': ['得分点', 'Scoring points'],
  'exercise.view.blank': ['第 {n} 空', 'Blank {n}'],
  'exercise.view.score': ['{n} 分', '{n} pt'],
  'exercise.view.true': ['对', 'True'],
  'exercise.view.false': ['错', 'False'],
});

export interface ViewOptions {
  showAnswer: boolean;
  showAnalysis: boolean;
}

const keyText = (answer: readonly string[]) => answer.map((a) => (a === 'T' ? t('exercise.view.true') : a === 'F' ? t('exercise.view.false') : a)).join('');

function Options({ options, answer, show }: { options: readonly QuestionOption[]; answer: readonly string[]; show: ViewOptions }) {
  if (!options.length) return null;
  return (
    <ol className="qv-options">
      {options.map((o, i) => {
        const right = show.showAnswer && answer.includes(o.label);
        return (
          <li key={`${i}${o.label}`} className={right ? 'qv-option qv-right' : 'qv-option'}>
            <span className="qv-letter">{o.label}.</span> <FormulaText text={o.text} />
            {show.showAnalysis && o.note ? <div className="qv-note">{o.note}</div> : null}
          </li>
        );
      })}
    </ol>
  );
}

function Blanks({ blanks }: { blanks: readonly QuestionBlank[] }) {
  return (
    <ul className="qv-blanks">
      {blanks.map((b, i) => (
        <li key={i}>
          {t('exercise.view.blank', { n: i + 1 })}: {b.accepted.join(' / ')} ({t('exercise.view.score', { n: b.score })})
        </li>
      ))}
    </ul>
  );
}

function Sub({ q, n, show }: { q: SubQuestion; n: number; show: ViewOptions }) {
  return (
    <div className="qv-sub">
      <div>
        <span className="qv-no">{n}.</span> <FormulaText text={q.stem} /> <span className="qv-score">({t('exercise.view.score', { n: q.score })})</span>
      </div>
      <Options options={q.options} answer={q.answer} show={show} />
      {show.showAnswer && q.answer.length ? (
        <div className="qv-key">
          {t('exercise.view.key')}: {keyText(q.answer)}
        </div>
      ) : null}
      {show.showAnswer && q.blanks.length ? <Blanks blanks={q.blanks} /> : null}
      {show.showAnswer && q.reference_answer ? (
        <div className="qv-key">
          {t('exercise.view.reference')}: <FormulaText text={q.reference_answer} />
        </div>
      ) : null}
      {show.showAnalysis && q.analysis ? (
        <div className="qv-analysis">
          {t('exercise.view.analysis')}: <FormulaText text={q.analysis} />
        </div>
      ) : null}
    </div>
  );
}

/**
 * A question as the student sees it: stem, options, a composite's passage and sub-questions,
 * formulas drawn by KaTeX; with the key and the analysis when asked. The package page, the
 * preview and the editor's preview all draw it with this.
 */
export function QuestionView({ q, n, score, show }: { q: QuestionContent; n?: number; score?: number; show: ViewOptions }) {
  const points = q.score_points ?? [];
  return (
    <div className="qv">
      <div className="qv-stem">
        {n !== undefined ? <span className="qv-no">{n}.</span> : null}
        <FormulaText text={q.stem} html block />
        <span className="qv-score">({t('exercise.view.score', { n: score ?? q.score })})</span>
      </div>
      <Options options={q.type === 'composite' ? q.shared_options : q.options} answer={q.type === 'composite' ? [] : q.answer} show={show} />
      {q.type === 'composite' ? q.sub_questions.map((s, i) => <Sub key={i} q={s} n={i + 1} show={show} />) : null}
      {show.showAnswer && q.type !== 'composite' && q.answer.length ? (
        <div className="qv-key">
          {t('exercise.view.key')}: {keyText(q.answer)}
        </div>
      ) : null}
      {show.showAnswer && q.blanks.length ? <Blanks blanks={q.blanks} /> : null}
      {show.showAnswer && q.reference_answer ? (
        <div className="qv-key">
          {t('exercise.view.reference')}: <FormulaText text={q.reference_answer} html block />
        </div>
      ) : null}
      {show.showAnswer && points.length ? (
        <div className="qv-key">
          {t('exercise.view.points')}:
          <ol>
            {points.map((p, i) => (
              <li key={i}>
                <FormulaText text={p.text} /> ({t('exercise.view.score', { n: p.score })})
              </li>
            ))}
          </ol>
        </div>
      ) : null}
      {show.showAnalysis && q.analysis ? (
        <div className="qv-analysis">
          <strong>{t('exercise.view.analysis')}</strong>
          <FormulaText text={q.analysis} html block />
        </div>
      ) : null}
    </div>
  );
}

/** A question as typed (a form's values, an import row's record) with the defaults a stored one has, to draw it. */
export function viewable(record: Record<string, unknown>): QuestionContent {
  const defined = (r: Record<string, unknown>) => Object.fromEntries(Object.entries(r).filter(([, x]) => x !== undefined && x !== null));
  const q = defined(record);
  const subs = ((q.sub_questions as Record<string, unknown>[] | undefined) ?? []).filter(Boolean);
  // An option just added in the editor has no letter or text yet.
  const opts = (xs: unknown) =>
    ((xs as Record<string, unknown>[] | undefined) ?? []).filter(Boolean).map((o) => ({ label: '', text: '', note: '', ...defined(o) }));
  return {
    answer: [],
    blanks: [],
    score_points: [],
    stem: '',
    reference_answer: '',
    analysis: '',
    score: 0,
    ...q,
    options: opts(q.options),
    shared_options: opts(q.shared_options),
    sub_questions: subs.map((s) => ({
      stem: '',
      answer: [],
      blanks: [],
      analysis: '',
      reference_answer: '',
      score: 0,
      ...defined(s),
      options: opts(s.options),
    })),
  } as unknown as QuestionContent;
}
