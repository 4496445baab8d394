import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';

// react-router 7 needs TextEncoder at import time; jsdom does not provide it.
if (!globalThis.TextEncoder) Object.assign(globalThis, { TextEncoder, TextDecoder });

// antd reads matchMedia for responsive props; jsdom does not implement it.
if (!window.matchMedia) {
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
