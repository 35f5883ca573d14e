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

// Fluent's styles are atomic rules inserted one by one at run time, and jsdom parses each into its
// CSS object model: most of a screen test's time (the orders list's tests: 101 s → 37 s without).
// jsdom computes no layout; of all those rules it acts only on whether an element shows (display,
// visibility: what Testing Library's accessible names and toBeVisible read). Only those are kept,
// the ones that show as well as the ones that hide, so the cascade between them is unchanged.
// A test that reads the CSS itself (column widths, touch targets) calls keepAllStyles() (test-utils).
// jsdom's style sheet class is shared by the test files a worker runs one after another: it is
// wrapped once, and each file starts filtering again.
if (inBrowser) {
  const prototype = window.CSSStyleSheet.prototype;
  if (!prototype.__dukkanInsertRule) {
    const SHOWS_OR_HIDES = /(^|[{;\s])(display|visibility)\s*:/i;
    prototype.__dukkanInsertRule = prototype.insertRule;
    prototype.insertRule = function insertRuleThatShowsOrHides(rule, index) {
      if (prototype.__dukkanKeepAllStyles || SHOWS_OR_HIDES.test(rule)) return prototype.__dukkanInsertRule.call(this, rule, index);
      return Math.min(index ?? 0, this.cssRules.length);
    };
  }
  prototype.__dukkanKeepAllStyles = false;
}
