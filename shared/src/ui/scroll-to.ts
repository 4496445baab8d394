import { SCROLL_TOP_MS } from './contract-values';

/** Quadratic ease-in-out over progress 0..1. */
export const easeInOutQuad = (p: number): number => (p < 0.5 ? 2 * p * p : 1 - (-2 * p + 2) ** 2 / 2);

export interface ScrollOptions {
  /** The scrolling element; the page by default. */
  container?: HTMLElement;
  onDone?: () => void;
}

function pageScroller() {
  const targets = [document.scrollingElement, document.documentElement, document.body].filter(
    (el, i, all): el is Element => el != null && all.indexOf(el) === i,
  );
  return {
    get: () => Math.max(0, ...targets.map((el) => el.scrollTop)),
    // Browsers disagree on which of these scrolls the page; setting all is harmless.
    set: (y: number) => targets.forEach((el) => (el.scrollTop = y)),
  };
}

/**
 * Smoothly scrolls to `to` over `duration` ms (spec 9: 800 ms to the top after a page change),
 * one step per animation frame. Returns a function that stops the animation.
 */
export function scrollTo(to: number, duration: number = SCROLL_TOP_MS, options: ScrollOptions = {}): () => void {
  const scroller = options.container ? { get: () => options.container!.scrollTop, set: (y: number) => (options.container!.scrollTop = y) } : pageScroller();
  let from = 0;
  let distance = 0;
  let start: number | null = null;
  let frame = 0;
  let stopped = false;

  const step = (now: number) => {
    if (stopped) return;
    if (start === null) {
      // Where the page is, read in the first frame rather than at the call: the call comes from a
      // click (the pager's) whose DOM is dirty, and a read then forced a style and layout of the
      // whole page before the click's own render (about 10 ms per page change); in a frame that
      // layout is done anyway. Already there (a list shorter than the window): nothing to do.
      from = scroller.get();
      distance = to - from;
      start = now;
      if (distance === 0) {
        options.onDone?.();
        return;
      }
    }
    const progress = duration > 0 ? Math.min(1, (now - start) / duration) : 1;
    scroller.set(from + distance * easeInOutQuad(progress));
    if (progress < 1) frame = requestAnimationFrame(step);
    else options.onDone?.();
  };
  frame = requestAnimationFrame(step);

  return () => {
    stopped = true;
    cancelAnimationFrame(frame);
  };
}

export const scrollToTop = (duration: number = SCROLL_TOP_MS, options?: ScrollOptions): (() => void) => scrollTo(0, duration, options);
