/**
 * Page-level navigation in one seam: jsdom cannot navigate, and tests need to observe which of
 * the three spec 8 outcomes happened.
 */
export const browser = {
  reload: (): void => window.location.reload(),
  assign: (url: string): void => window.location.assign(url),
  /** Where the user is now, as a same-origin path (what the SSO back-URL must be). */
  currentPath: (): string => `${window.location.pathname}${window.location.search}${window.location.hash}`,
};
