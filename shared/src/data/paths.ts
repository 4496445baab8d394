/** A route's path with its `:params` filled (each value URI-encoded); a missing one stays `:name`. */
export function fillPath(path: string, params: Readonly<Record<string, string | number>>): string {
  return path.replace(/:([a-z_]+)/g, (m, name: string) => (name in params ? encodeURIComponent(String(params[name])) : m));
}

/** The path with every parameter filled, or an error naming those missing (a bug in the caller). */
export function filledPath(path: string, params: Readonly<Record<string, string | number>>, who: string): string {
  const filled = fillPath(path, params);
  const missing = filled.match(/:[a-z_]+/g);
  if (missing) throw new Error(`${who} needs ${missing.join(', ')}`);
  return filled;
}
