/** Page-level navigation behind one seam: jsdom cannot leave the page, tests watch this instead. */
export const browser = {
  assign: (url: string): void => window.location.assign(url),
  open: (url: string): void => {
    window.open(url, '_blank', 'noopener,noreferrer');
  },
};
