// The files Prettier formats (.prettierrc.json): the code and the style sheets. Markdown is left to
// its authors (its tables are aligned by hand), and JSON to the tools that write it.
export const FORMATTED = '**/*.{ts,tsx,js,cjs,mjs,css}';
