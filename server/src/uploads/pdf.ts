/*
 * The page count of a PDF from its bytes. Each page is a dictionary of `/Type /Page`; a file whose
 * objects sit in compressed object streams hides them, and then the page tree's largest `/Count`
 * (the root's) is the count. null when neither is found.
 */
export function pdfPageCount(b: Buffer): number | null {
  const text = b.toString('latin1');
  const pages = text.match(/\/Type\s*\/Page(?![a-zA-Z])/g)?.length ?? 0;
  if (pages > 0) return pages;
  let max = 0;
  for (const m of text.matchAll(/\/Type\s*\/Pages\b[^>]*?\/Count\s+(\d+)|\/Count\s+(\d+)[^>]*?\/Type\s*\/Pages\b/g)) max = Math.max(max, Number(m[1] ?? m[2]));
  return max || null;
}
