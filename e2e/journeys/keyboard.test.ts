import { HOST_URL, openBrowser, screenshot, type Browser } from '../support/browser';
import { apiLogin, startSignedIn } from '../support/session';

// Issue 16: the keyboard's first stop is a skip link to the page content (the phone's dimmed
// navigation drawer is in phone.test.ts).

let browser: Browser | null = null;
afterEach(async () => {
  await browser?.close();
  browser = null;
});

it('skips the top bar and navigation with one Tab and Enter, in English and Arabic', async () => {
  const session = await apiLogin();
  for (const [language, label] of [['en', 'Skip to content'], ['ar', 'تخطَّ إلى المحتوى']] as const) {
    browser = await openBrowser();
    await startSignedIn(browser.context, session, language);
    const { page } = browser;
    await page.goto(`${HOST_URL}/orders`);
    await page.getByRole('main').getByRole('tab').first().waitFor();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: label });
    expect(await skip.evaluate((link) => link === document.activeElement)).toBe(true);
    await screenshot(page, `keyboard-skip-link-${language}`);
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('MAIN');
    await browser.close();
    browser = null;
  }
});
