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
    const JsdomFormData = this.global.FormData;
    for (const name of FROM_NODE) {
      if (globalThis[name] !== undefined) this.global[name] = globalThis[name];
    }
    // React 19 reads a submitted <form> with `new FormData(form, submitter)` when the submit
    // starts a transition (a data router's navigate does). Node's FormData takes no form, so this
    // one copies the form's text fields through jsdom's own FormData.
    this.global.FormData = class FormDataFromForm extends globalThis.FormData {
      constructor(form, submitter) {
        super();
        if (form === undefined) return;
        for (const [name, value] of new JsdomFormData(form, submitter ?? null)) {
          if (typeof value === 'string') this.append(name, value);
        }
      }
    };
  }
}

module.exports = JsdomWithFetchEnvironment;
