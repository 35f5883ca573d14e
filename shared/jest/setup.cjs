/**
 * Runs before every test file of every front-end package (through the preset).
 * Only polyfills what jsdom lacks and the app needs; no behaviour of the app is stubbed here.
 */
const { TextEncoder, TextDecoder } = require('node:util');

// react-router 7 reads TextEncoder at import time (architecture §6).
if (typeof globalThis.TextEncoder === 'undefined') globalThis.TextEncoder = TextEncoder;
if (typeof globalThis.TextDecoder === 'undefined') globalThis.TextDecoder = TextDecoder;

require('@testing-library/jest-dom');

// The machines (and CI) have 2 cores shared by several suites: give findBy*/waitFor more than
// the default second before calling a slow answer a failure. Nothing here waits on a timer.
require('@testing-library/react').configure({ asyncUtilTimeout: 5000 });

// A test file may run in Node instead (`@jest-environment node`: the host's build-time prerender).
const inBrowser = typeof window !== 'undefined';

// Fluent's motion and media hooks ask matchMedia; jsdom does not implement it.
if (inBrowser && typeof window.matchMedia !== 'function') {
  window.matchMedia = (query) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener() {},
    removeListener() {},
    addEventListener() {},
    removeEventListener() {},
    dispatchEvent() {
      return false;
    },
  });
}

// Fluent's positioning and overflow measure elements with ResizeObserver.
if (typeof globalThis.ResizeObserver === 'undefined') {
  globalThis.ResizeObserver = class ResizeObserver {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

// Tests never reach a real server: a call no test stubbed fails loudly (use stubFetch).
const unstubbedFetch = (input) =>
  Promise.reject(new TypeError(`fetch is not stubbed in this test (${String(input?.url ? input.url : input)}): use stubFetch()`));
globalThis.fetch = unstubbedFetch;

// Tests share one jsdom per file: each starts with clean storage and no stub left over.
afterEach(() => {
  if (inBrowser) window.localStorage.clear();
  globalThis.fetch = unstubbedFetch;
});
