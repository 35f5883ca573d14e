import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { HOST_URL, patchRemotes, screenshot, type RemotesLine } from '../support/browser';
import { adminSession, browserEachTest } from '../support/journey-helpers';

const PROBE_ENTRY = process.env.E2E_PROBE_ENTRY as string;
const CLOSED_ENTRY = process.env.E2E_CLOSED_ENTRY as string;
const SKEWED_ENTRY = process.env.E2E_SKEWED_ENTRY as string;
const REPO_ROOT = path.resolve(__dirname, '..', '..');

/** A served line of remotes.json pointed at another entry, its manifest kept (the navigation knows it without the remote). */
const movedTo = (line: RemotesLine | undefined, entry: string, name?: string): RemotesLine =>
  typeof line === 'object' ? { ...line, entry, ...(name ? { name } : {}) } : { entry, ...(name ? { name } : {}) };

const session = adminSession();
const browser = browserEachTest(session);

describe('remotes loaded at run time (architecture §2)', () => {
  it('loads a remote from remotes.json and shares one React, store, API cache and i18n with it', async () => {
    const { page } = browser;
    await patchRemotes(page, (served) => ({ ...served, users: movedTo(served.users, PROBE_ENTRY, 'dukkan_e2e_probe') }));
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
    await patchRemotes(page, (served) => ({ ...served, catalog: movedTo(served.catalog, CLOSED_ENTRY) }));
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

describe('a section added by remotes.json alone (decisions/sections.md)', () => {
  const nav = () => browser.page.getByRole('navigation', { name: 'Main navigation' });

  it('shows the reports remote from its line of remotes.json, in English and Arabic, and removes it with its line', async () => {
    const { page } = browser;
    await page.goto(`${HOST_URL}/`);
    const reports = nav().getByRole('link', { name: /Reports/ });
    await reports.waitFor();
    expect(await reports.textContent()).toContain('التقارير');
    await reports.click();
    await page.getByRole('heading', { name: 'Sales report' }).waitFor();
    await page.getByRole('table', { name: 'Sales by day' }).waitFor();
    await page.getByRole('status').filter({ hasText: /^Total: / }).waitFor();
    expect(await page.getByRole('table', { name: 'Sales by day' }).getByRole('row').count()).toBe(8); // header + 7 days
    await screenshot(page, 'reports-en');

    await page.getByRole('button', { name: 'العربية' }).click();
    await page.getByRole('heading', { name: 'تقرير المبيعات' }).waitFor();
    await page.getByRole('table', { name: 'المبيعات حسب اليوم' }).waitFor();
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    await screenshot(page, 'reports-ar');
    await page.getByRole('button', { name: 'English' }).click();

    // The same panel, its line removed from remotes.json: no entry, and its address is unknown.
    await patchRemotes(page, ({ reports: _removed, ...rest }) => rest);
    await page.goto(`${HOST_URL}/reports/sales`);
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    await nav().getByRole('link', { name: /Orders/ }).waitFor();
    expect(await nav().getByRole('link', { name: /Reports/ }).count()).toBe(0);
  });

  it('refuses a skewed build of it: the contract check fails, and the panel shows the update fallback', async () => {
    // CI: the skewed build (e2e/skewed-remote, built by the global setup) against the host's build.
    const check = spawnSync(process.execPath, [path.join(REPO_ROOT, 'scripts', 'check-remote-contract.mjs'), '--no-build', path.join(REPO_ROOT, 'e2e', 'skewed-remote', 'dist')], { encoding: 'utf8' });
    expect(check.status).toBe(1);
    // The host's own contract is any 1.x: additions raise the minor, never the refusal.
    expect(check.stderr).toMatch(/built against @dukkan\/shared contract 2\.0\.0; the host provides 1\.\d+\.\d+ \(another major\)/);
    expect(check.stderr).toContain('imports useReportSchedules from @dukkan/shared');

    // Run time: remotes.json points the reports line at the skewed build (its manifest read from it).
    const { page } = browser;
    await patchRemotes(page, (served) => ({ ...served, reports: SKEWED_ENTRY }));
    await page.goto(`${HOST_URL}/reports/sales`);
    const panel = page.getByRole('alert').filter({ hasText: 'This section needs an update' });
    await panel.waitFor();
    await panel.getByText('هذا القسم بحاجة إلى تحديث').waitFor();
    await panel.getByText(/built for version 2\.0\.0 .* this panel runs version 1\.\d+\.\d+/).waitFor();
    await panel.getByText(/useReportSchedules/).waitFor();
    // Its entry stays; the skewed code never ran.
    await nav().getByRole('link', { name: /Reports/ }).waitFor();
    expect(await page.getByRole('heading', { name: /Report schedules/ }).count()).toBe(0);
    await screenshot(page, 'reports-skewed-en');

    // The rest of the panel works, and the fallback reads in Arabic.
    await nav().getByRole('link', { name: /Orders/ }).click();
    await page.getByRole('heading', { name: 'Order Management' }).waitFor();
    await page.getByRole('button', { name: 'العربية' }).click();
    await page.getByRole('navigation', { name: 'القائمة الرئيسية' }).getByRole('link', { name: /التقارير/ }).click();
    await page.getByRole('heading', { name: 'هذا القسم بحاجة إلى تحديث' }).waitFor();
    await screenshot(page, 'reports-skewed-ar');
    expect(browser.errors.filter((e) => e.startsWith('pageerror'))).toEqual([]);
  });
});
