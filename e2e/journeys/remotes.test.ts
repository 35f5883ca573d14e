import { HOST_URL, openBrowser, overrideRemotes, screenshot, type Browser } from '../support/browser';
import { apiLogin, startSignedIn, type LoginAnswer } from '../support/session';

const PROBE_ENTRY = process.env.E2E_PROBE_ENTRY ?? 'http://127.0.0.1:4511/remoteEntry.js';
const CLOSED_ENTRY = process.env.E2E_CLOSED_ENTRY ?? 'http://127.0.0.1:4599/remoteEntry.js';

let browser: Browser;
let session: LoginAnswer;

beforeAll(async () => {
  session = await apiLogin();
});

beforeEach(async () => {
  browser = await openBrowser();
  await startSignedIn(browser.context, session);
});

afterEach(async () => {
  await browser?.close();
});

describe('remotes loaded at run time (architecture §2)', () => {
  it('loads a remote from remotes.json and shares one React, store, API cache and i18n with it', async () => {
    const { page } = browser;
    await overrideRemotes(page, { users: { entry: PROBE_ENTRY, name: 'dukkan_e2e_probe' } });
    await page.goto(`${HOST_URL}/`);
    // The host caches the dashboard stats first...
    await page.getByRole('region', { name: 'Dashboard' }).getByRole('link', { name: /^Users/ }).waitFor();
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: /Users/ }).click();

    // ...and the remote sees the host's session and that cache through the shared store.
    await page.getByRole('heading', { name: 'Remote probe' }).waitFor();
    await page.getByText(`Signed in as: ${session.user.email}`).waitFor();
    await page.getByText(/Cached queries: .*getDashboardStats/).waitFor();
    await page.getByText('Probe query: loaded').waitFor();
    await page.getByText('Path: /users').waitFor();
    await page.getByText('Direction: ltr').waitFor();
    await screenshot(page, 'remote-probe-en');

    // The host's language switch reaches the remote's components.
    await page.getByRole('button', { name: 'العربية' }).click();
    await page.getByText('Direction: rtl').waitFor();
    await screenshot(page, 'remote-probe-ar');
    expect(browser.errors.filter((e) => /Invalid hook call|more than one copy of React|could not find react-redux/i.test(e))).toEqual([]);
  });

  it('shows the fallback for a remote that is down while the rest of the panel works', async () => {
    const { page } = browser;
    await overrideRemotes(page, { catalog: CLOSED_ENTRY });
    await page.goto(`${HOST_URL}/shops`);
    const panel = page.getByRole('alert').filter({ hasText: 'This section is unavailable' });
    await panel.waitFor();
    await panel.getByText('هذا القسم غير متاح').waitFor();
    await panel.getByRole('button', { name: 'Retry' }).waitFor();
    await page.getByRole('heading', { name: 'Admin Panel' }).waitFor();
    await screenshot(page, 'remote-down-en');

    // Retry tries again (still down: the fallback comes back).
    await panel.getByRole('button', { name: 'Retry' }).click();
    await page.getByRole('alert').filter({ hasText: 'This section is unavailable' }).waitFor();

    // The dashboard still works.
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: /Dashboard/ }).click();
    const shopsCard = page.getByRole('region', { name: 'Dashboard' }).getByRole('link', { name: /^Shops/ });
    await shopsCard.waitFor();
    expect(await shopsCard.textContent()).toMatch(/\d/);

    await page.getByRole('button', { name: 'العربية' }).click();
    await page.goto(`${HOST_URL}/products`);
    await page.getByRole('heading', { name: 'هذا القسم غير متاح' }).waitFor();
    await screenshot(page, 'remote-down-ar');
  });
});
