import type { Page } from 'playwright-core';
import { type Browser, openBrowser } from './browser';
import { apiLogin, type LoginAnswer, startSignedIn } from './session';

// The set-up most journeys share: the admin's session, and browsers opened for a test and closed
// after it, so every test starts with clean storage (a new browser context: architecture §6).

/** A phone's window (decisions/phone-speed.md). */
export const PHONE = { width: 390, height: 844 };

/**
 * The admin's session, signed in through the API once before the file's tests, for API checks and
 * for starting pages signed in. It is empty until that hook has run: read it inside tests and hooks.
 */
export function adminSession(): LoginAnswer {
  const session = {} as LoginAnswer;
  beforeAll(async () => {
    Object.assign(session, await apiLogin());
  });
  return session;
}

export interface TestBrowser extends Browser {
  /** Closes this test's window and opens another (e.g. a phone's), signed in as before; gives its page. */
  reopen(options?: Parameters<typeof openBrowser>[0]): Promise<Page>;
}

/**
 * A fresh browser for each test of the file, closed after it: its pages start signed in as
 * `session` when one is given, else at the sign-in screen's door.
 */
export function browserEachTest(session?: LoginAnswer): TestBrowser {
  let current: Browser | null = null;
  const open = async (options?: Parameters<typeof openBrowser>[0]) => {
    current = await openBrowser(options);
    if (session) await startSignedIn(current.context, session);
    return current.page;
  };
  const now = () => {
    if (!current) throw new Error('no browser is open: browserEachTest opens one before each test');
    return current;
  };
  const browser: TestBrowser = {
    get context() {
      return now().context;
    },
    get page() {
      return now().page;
    },
    get errors() {
      return now().errors;
    },
    close: async () => {
      const closing = current;
      current = null;
      await closing?.close();
    },
    reopen: async (options) => {
      await browser.close();
      return open(options);
    },
  };
  beforeEach(async () => {
    await open();
  });
  afterEach(() => browser.close());
  return browser;
}

/**
 * Opens pages signed in as `session`, each in a browser of its own `width` × 900 px, in the
 * panel's `language`; every browser opened during a test is closed after it.
 */
export function signedInPages(session: LoginAnswer): (language: 'en' | 'ar', width?: number) => Promise<Page> {
  const browsers: Browser[] = [];
  afterEach(async () => {
    for (const browser of browsers.splice(0)) await browser.close();
  });
  return async (language, width = 1280) => {
    const browser = await openBrowser({ viewport: { width, height: 900 } });
    browsers.push(browser);
    await startSignedIn(browser.context, session, language);
    return browser.page;
  };
}
