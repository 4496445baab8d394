/**
 * How the text of a unique field (the contract's `unique`: names staff tell records apart by) is
 * compared: two values are the same name when they differ only by case, by full-width or other
 * compatibility forms (NFKC: `ＮＡＭＥ` is `NAME`), or by invisible format characters. A name may
 * not contain format characters at all (Unicode category Cf: zero-width spaces and joiners, bidi
 * controls, the soft hyphen), so a new one cannot hide a difference nobody sees.
 */

/** The form uniqueness compares: NFKC, format characters removed, case folded. */
export function uniqueTextKey(text: string): string {
  const plain = text.normalize('NFKC').replace(/\p{Cf}/gu, '');
  // Upper then lower folds what lower case alone keeps apart (ß and SS, ς and σ).
  return plain.toUpperCase().toLowerCase().normalize('NFKC');
}

/** Why a name is refused for a format character in it, or null. */
export function formatCharacterProblem(text: string): string | null {
  const at = /\p{Cf}/u.exec(text);
  if (!at) return null;
  const code = `U+${at[0].codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;
  return `第 ${Array.from(text.slice(0, at.index)).length + 1} 个字符是不可见的格式字符 ${code}，请删除后再提交`;
}
