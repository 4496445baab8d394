/** The console's mark: an open book with a rising line, inline so it costs no request. */
export function Logo({ size = 36 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <rect width="48" height="48" rx="12" fill="#1677ff" />
      <path d="M10 15c5-2 10-2 14 1 4-3 9-3 14-1v20c-5-2-10-2-14 1-4-3-9-3-14-1z" fill="#fff" opacity="0.95" />
      <path d="M24 16v20" stroke="#1677ff" strokeWidth="2" />
      <path d="M14 29l4-4 3 3 6-7" stroke="#1677ff" strokeWidth="2.2" fill="none" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
