import type { ReactNode } from 'react';

/** Where "my recent changes" (the audit log's `RecentChanges`, with its own heading) sits on the dashboard. */
export function RecentChangesSlot({ children }: { children?: ReactNode }) {
  if (!children) return null;
  return <div className="hd-recent">{children}</div>;
}
