import type { ReactNode } from 'react';

/*
 * The rich-text toolbar's icons, drawn as paths: they look the same with any font installed
 * (characters such as ❝ or 🖼 come out as boxes or as colour emoji on some systems). 16 × 16,
 * stroked in the button's text colour; the button's aria-label names them.
 */
const PATHS: Record<string, ReactNode> = {
  bold: <path d="M4.5 2.5h4.25a2.75 2.75 0 0 1 0 5.5H4.5zM4.5 8h5a3 3 0 0 1 0 6h-5z" strokeWidth={2} />,
  italic: <path d="M6.5 2.5h6M3.5 13.5h6M10 2.5l-4 11" />,
  underline: <path d="M4 2v5.5a4 4 0 0 0 8 0V2M3 14.5h10" />,
  strike: <path d="M2.5 8h11M11 4.5C10.6 3.2 9.5 2.5 8 2.5c-1.9 0-3.2 1-3.2 2.5 0 1.2.8 2 2.2 2.5M5 11.5c.4 1.3 1.5 2 3 2 1.9 0 3.2-1 3.2-2.5" />,
  h2: <path d="M3 2.5v11M10.5 2.5v11M3 8h7.5" strokeWidth={1.75} />,
  bullet: (
    <>
      <path d="M6.5 4h7M6.5 8h7M6.5 12h7" />
      <circle cx={3} cy={4} r={1.1} fill="currentColor" stroke="none" />
      <circle cx={3} cy={8} r={1.1} fill="currentColor" stroke="none" />
      <circle cx={3} cy={12} r={1.1} fill="currentColor" stroke="none" />
    </>
  ),
  ordered: <path d="M7 4h7M7 8h7M7 12h7M2 2.5h1.5v3.5M2 6h3M2 10h2.5L2 13.5h3" strokeWidth={1.25} />,
  quote: <path d="M2.5 4h4v4h-2c0 2-1 3.5-2.5 3.5M9.5 4h4v4h-2c0 2-1 3.5-2.5 3.5" />,
  undo: <path d="M5 3 2 6l3 3M2 6h7.5a4 4 0 0 1 0 8H6" />,
  redo: <path d="m11 3 3 3-3 3M14 6H6.5a4 4 0 0 0 0 8H10" />,
  link: <path d="M6.8 9.2a3 3 0 0 0 4.2 0l2.1-2.1a3 3 0 0 0-4.2-4.2l-1 1M9.2 6.8a3 3 0 0 0-4.2 0L2.9 8.9a3 3 0 0 0 4.2 4.2l1-1" />,
  image: (
    <>
      <rect x={1.75} y={2.75} width={12.5} height={10.5} rx={1.5} />
      <circle cx={5.5} cy={6.25} r={1.25} />
      <path d="m2 12 4-4 3 3 2-2 3 3" />
    </>
  ),
  formula: <path d="M12.5 3h-9l4.5 5-4.5 5h9" />,
};

/** The icon of a toolbar key (bold, link, image…), hidden from assistive technology. */
export function ToolIcon({ name }: { name: string }) {
  return (
    <svg
      width={16}
      height={16}
      viewBox="0 0 16 16"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.5}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      data-icon={name}
      style={{ display: 'block' }}
    >
      {PATHS[name]}
    </svg>
  );
}
