import { useEffect } from 'react';
import { useProgressStore } from './progress-store';
import './progress-bar.css';

/** A thin top bar while a route's screen loads (own component: no dependency for 40 lines). */
export function ProgressBar() {
  const phase = useProgressStore((s) => s.phase);
  const run = useProgressStore((s) => s.run);
  if (phase === 'idle') return null;
  return <div key={run} className={`hprog hprog--${phase}`} aria-hidden="true" />;
}

/** Rendered beside a screen inside its Suspense boundary: it commits when the screen has loaded. */
export function ProgressDone() {
  const done = useProgressStore((s) => s.done);
  useEffect(() => {
    done();
  }, [done]);
  return null;
}
