import type { Db } from '../../db/database';

/*
 * Near-duplicate questions (the same question with a number or a word changed) found without
 * reading the bank: each question's text is cut into character pairs, summarised by MinHash
 * (16 minima) and filed under 8 band keys (2 minima each) in `question_band`. Two texts whose
 * pair sets overlap by half (Jaccard 0.5) share a band key 9 times in 10, at 0.7 always but 1 in
 * 5 000; the candidates sharing one are then compared exactly.
 */

type Rec = Record<string, unknown>;

const HASHES = 16;
const ROWS = 2;
/** Below this share of common character pairs two questions are not shown as alike. */
export const SIMILAR_AT = 0.5;
/** Candidates compared exactly per look-up (the most alike are found among the first ones). */
const CANDIDATES = 200;

/** Text compared: no markup, full-width as half-width, one case, no spaces. */
export const plainOf = (s: string) =>
  s
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .normalize('NFKC')
    .toLowerCase()
    .replace(/\s+/g, '');

/** What two questions are compared by: stem and option texts (sub-question stems too). */
export function comparedText(rec: Rec): string {
  const texts = (xs: unknown) => ((xs as { text?: string }[] | undefined) ?? []).map((o) => o.text ?? '');
  const subs = ((rec.sub_questions as Rec[] | undefined) ?? []).flatMap((s) => [String(s.stem ?? ''), ...texts(s.options)]);
  return plainOf([String(rec.stem ?? ''), ...texts(rec.options), ...texts(rec.shared_options), ...subs].join('|'));
}

/** murmur3's finaliser: a 32-bit mix. */
function mix(h: number): number {
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** The text's character pairs, as 32-bit hashes. */
export function pairsOf(text: string): Set<number> {
  const chars = [...text];
  const out = new Set<number>();
  for (let i = 0; i + 1 < chars.length; i++) out.add(mix((chars[i].codePointAt(0)! * 0x10001) ^ mix(chars[i + 1].codePointAt(0)!)));
  return out;
}

/** Share of pairs the two have in common (Jaccard). */
export function likeness(a: Set<number>, b: Set<number>): number {
  if (!a.size || !b.size) return 0;
  let common = 0;
  for (const x of a) if (b.has(x)) common++;
  return common / (a.size + b.size - common);
}

/** The band keys of a pair set (none for a text too short to compare). */
export function bandsOf(pairs: Set<number>): number[] {
  if (pairs.size < 4) return [];
  const mins = new Array<number>(HASHES).fill(0xffffffff);
  for (const p of pairs) {
    for (let i = 0; i < HASHES; i++) {
      const h = mix(p ^ Math.imul(i + 1, 0x9e3779b1));
      if (h < mins[i]) mins[i] = h;
    }
  }
  const out: number[] = [];
  for (let b = 0; b < HASHES / ROWS; b++) {
    let h = mix(b + 1);
    for (let r = 0; r < ROWS; r++) h = mix(h ^ mins[b * ROWS + r]);
    // A signed 32-bit integer: an `integer` column on both engines.
    out.push(h | 0);
  }
  return out;
}

/** Files the questions' band keys anew (after a save). */
export async function fileBands(db: Db, recs: readonly Rec[]): Promise<void> {
  const ids = recs.map((r) => Number(r.id));
  if (!ids.length) return;
  await db.deleteFrom('question_band').where('question_id', 'in', ids).execute();
  const values = recs.flatMap((r) => [...new Set(bandsOf(pairsOf(comparedText(r))))].map((band) => ({ question_id: Number(r.id), band })));
  for (let i = 0; i < values.length; i += 400) {
    await db
      .insertInto('question_band')
      .values(values.slice(i, i + 400))
      .execute();
  }
}

export interface SimilarQuestion {
  id: number;
  /** Share of character pairs in common, 0–1. */
  likeness: number;
  type: string;
  /** The start of its stem as plain text. */
  stem: string;
}

/**
 * The stored questions most like `rec` (its stem and options), best first, at most `limit`, not
 * counting `exclude` (the question itself) and those at or above `SIMILAR_AT` only.
 */
export async function similarQuestions(db: Db, rec: Rec, exclude: readonly number[] = [], limit = 5): Promise<SimilarQuestion[]> {
  const pairs = pairsOf(comparedText(rec));
  const bands = bandsOf(pairs);
  if (!bands.length) return [];
  let q = db.selectFrom('question_band').select('question_id').distinct().where('band', 'in', bands);
  if (exclude.length) q = q.where('question_id', 'not in', exclude);
  const ids = (await q.limit(CANDIDATES).execute()).map((r) => Number(r.question_id));
  if (!ids.length) return [];
  const rows = (await db
    .selectFrom('question')
    .select(['id', 'type', 'stem', 'options', 'shared_options', 'sub_questions'])
    .where('id', 'in', ids)
    .execute()) as Rec[];
  const parse = (v: unknown) => (typeof v === 'string' ? (JSON.parse(v) as unknown) : v);
  return rows
    .map((r) => {
      const full = { ...r, options: parse(r.options), shared_options: parse(r.shared_options), sub_questions: parse(r.sub_questions) };
      return {
        id: Number(r.id),
        likeness: Math.round(likeness(pairs, pairsOf(comparedText(full))) * 100) / 100,
        type: String(r.type),
        stem: String(r.stem)
          .replace(/<[^>]*>/g, ' ')
          .replace(/\s+/g, ' ')
          .trim()
          .slice(0, 80),
      };
    })
    .filter((s) => s.likeness >= SIMILAR_AT)
    .sort((a, b) => b.likeness - a.likeness || a.id - b.id)
    .slice(0, limit);
}
