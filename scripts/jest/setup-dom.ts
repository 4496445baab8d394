import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { TextDecoder, TextEncoder } from 'node:util';

// The jsdom suites' bounds on a hang, not on speed: a list or a form under a busy 2-core machine
// can take seconds to settle. jest ignores `testTimeout` inside projects, so they are set here;
// the screen tests' longer ones follow in testing/src/screen-timeouts.ts, and a file that needs
// longer still says so itself.
jest.setTimeout(90_000);
configure({ asyncUtilTimeout: 10_000 });

// react-router 7 needs TextEncoder at import time; jsdom does not provide it.
if (!globalThis.TextEncoder) Object.assign(globalThis, { TextEncoder, TextDecoder });

// antd reads matchMedia for responsive props; jsdom does not implement it.
if (typeof window !== 'undefined' && !window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

// ResizeObserver and MessageChannel, which antd's overlays and Form need, for every suite
// (a remote's screen test renders antd forms as much as the kit's own tests do).
import '../../shared/src/ui/test-polyfills';

// antd's table measures scrollbars with getComputedStyle(el, '::-webkit-scrollbar'); jsdom logs an
// error for the pseudo-element argument. The element's own style is what it gets anyway.
if (typeof window !== 'undefined') {
  const computedStyle = window.getComputedStyle.bind(window);
  window.getComputedStyle = (elt: Element) => computedStyle(elt);
}

// react-router's data routers build a fetch Request for every navigation; jsdom has none. Only
// the parts the router reads (url, method, signal, headers) are needed for client-side routing.
if (typeof globalThis.Request === 'undefined') {
  class RouterRequest {
    readonly url: string;
    readonly method: string;
    readonly signal: AbortSignal;
    readonly headers: Headers | Map<string, string>;
    constructor(input: string | URL, init: { method?: string; signal?: AbortSignal } = {}) {
      this.url = String(input);
      this.method = (init.method ?? 'GET').toUpperCase();
      this.signal = init.signal ?? new AbortController().signal;
      this.headers = typeof Headers === 'undefined' ? new Map() : new Headers();
    }
  }
  Object.assign(globalThis, { Request: RouterRequest });
}
