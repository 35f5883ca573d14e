/**
 * jsdom has no fetch. RTK Query's fetchBaseQuery builds a `Request` and calls `fetch`, so tests
 * need the WHATWG fetch family. We lend jsdom Node's own (undici) classes, and with them Node's
 * Blob/File/FormData/URL: undici only accepts bodies made from its own classes, so a multipart
 * form built in a test (FormData + File) must come from the same family as the Request.
 */
const { TestEnvironment } = require('jest-environment-jsdom');

const FROM_NODE = [
  'fetch',
  'Request',
  'Response',
  'Headers',
  'FormData',
  'Blob',
  'File',
  'URL',
  'URLSearchParams',
  'ReadableStream',
  'WritableStream',
  'TransformStream',
  'TextEncoder',
  'TextDecoder',
  'structuredClone',
  'BroadcastChannel',
];

class JsdomWithFetchEnvironment extends TestEnvironment {
  async setup() {
    await super.setup();
    for (const name of FROM_NODE) {
      if (globalThis[name] !== undefined) this.global[name] = globalThis[name];
    }
  }
}

module.exports = JsdomWithFetchEnvironment;
