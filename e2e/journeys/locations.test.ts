import type { Locator, Page } from 'playwright-core';
import { HOST_URL, screenshot, escapeRegExp, found } from '../support/browser';
import { adminSession, browserEachTest, PHONE } from '../support/journey-helpers';
import { apiGet } from '../support/session';

// Journeys of the locations remote (spec §2 /locations, §4 Location tree, §8).

const session = adminSession();
const browser = browserEachTest(session);

interface Named {
  id: number;
  name: string;
  name_ar: string;
}
interface ShopRow {
  id: number;
  governorateId: number;
  areaId: number;
  blockId: number;
  governorate?: { name: string };
  area?: { name: string };
  block?: { name: string };
}
interface Stats {
  totalLocations: number;
}

const catalogServed = () => (process.env.E2E_REAL_REMOTES ?? '').split(',').includes('catalog');

/** A node of the tree by its name (its accessible name starts with it). */
// A node whose name starts with `name` as a whole word (an Arabic name ends where Arabic letters do: `\b` knows only Latin ones).
const node = (page: Page, name: string) =>
  page.getByRole('treeitem', { name: new RegExp(`^${escapeRegExp(name)}${/[\u0600-\u06FF]$/.test(name) ? '(?![\\u0600-\\u06FF])' : '\\b'}`) }).first();

async function expand(page: Page, name: string) {
  const item = node(page, name);
  if ((await item.getAttribute('aria-expanded')) !== 'true') await item.getByText(name, { exact: true }).first().click();
  await expectAttribute(item, 'aria-expanded', 'true');
}

async function expectAttribute(locator: Locator, name: string, value: string) {
  await locator.page().waitForFunction(
    ([element, attribute, expected]) => (element as Element).getAttribute(attribute as string) === expected,
    [await locator.elementHandle(), name, value] as const,
  );
}

/** In-app navigation (no reload), so the API cache the remotes share is kept. */
async function goInApp(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

async function toast(page: Page, text: string | RegExp) {
  await page.getByText(text).first().waitFor();
}

async function addDialog(page: Page, button: string) {
  await page.getByRole('button', { name: button, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: button });
  await dialog.waitFor();
  return dialog;
}

async function fillNames(dialog: Locator, name: string, nameAr: string) {
  await dialog.getByRole('textbox', { name: /^Name/ }).fill(name);
  await dialog.getByRole('textbox', { name: /^Arabic Name/ }).fill(nameAr);
}

async function rename(page: Page, name: string, kind: string, newName: string) {
  await node(page, name).getByRole('button', { name: `Edit ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: `Edit ${kind}` });
  await dialog.getByRole('textbox', { name: /^Name/ }).fill(newName);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await toast(page, `${kind} updated successfully`);
  await dialog.waitFor({ state: 'detached' });
}

async function remove(page: Page, name: string, kind: string) {
  await node(page, name).getByRole('button', { name: `Delete ${name}` }).click();
  const confirm = page.getByRole('alertdialog', { name: `Delete ${kind}` });
  await confirm.getByText(`Are you sure you want to delete this ${kind.toLowerCase()}? This action cannot be undone.`).waitFor();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await confirm.waitFor({ state: 'detached' });
}

describe('locations (spec §2 /locations)', () => {
  it('adds a governorate, an area and a block, renames them, offers the block to shops, refuses a used block, and deletes bottom-up', async () => {
    const { page } = browser;
    const stamp = Date.now().toString().slice(-6);
    const gov = `Journey Gov ${stamp}`;
    const area = `Journey Area ${stamp}`;
    const block = `Journey Block ${stamp}`;
    const before = await apiGet<Stats>('dashboard/stats', session.token);

    await page.goto(`${HOST_URL}/locations`);
    await page.getByRole('heading', { name: 'Locations Management', level: 1 }).waitFor();
    await page.getByRole('tree', { name: 'Locations' }).waitFor();
    await screenshot(page, 'locations-tree-en');

    // Add a governorate: the English name is required.
    let dialog = await addDialog(page, 'Add Governorate');
    const add = dialog.getByRole('button', { name: 'Add', exact: true });
    expect(await add.isDisabled()).toBe(true);
    await fillNames(dialog, gov, 'محافظة الرحلة');
    await screenshot(page, 'locations-add-governorate-en');
    await add.click();
    await toast(page, 'Governorate added successfully');
    await node(page, gov).waitFor();

    // Add an area in it: governorate first.
    dialog = await addDialog(page, 'Add Area');
    await fillNames(dialog, area, 'منطقة الرحلة');
    expect(await dialog.getByRole('button', { name: 'Add', exact: true }).isDisabled()).toBe(true);
    await dialog.getByRole('combobox', { name: /^Governorate/ }).selectOption({ label: `${gov} (محافظة الرحلة)` });
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    await toast(page, 'Area added successfully');
    await node(page, area).waitFor();
    await expectAttribute(node(page, gov), 'aria-expanded', 'true');

    // Add a block in that area: the area select waits for a governorate.
    dialog = await addDialog(page, 'Add Block');
    expect(await dialog.getByRole('combobox', { name: /^Area/ }).isDisabled()).toBe(true);
    await dialog.getByRole('combobox', { name: /^Governorate/ }).selectOption({ label: `${gov} (محافظة الرحلة)` });
    await dialog.getByRole('combobox', { name: /^Area/ }).selectOption({ label: `${area} (منطقة الرحلة)` });
    await fillNames(dialog, block, 'قطعة الرحلة');
    await screenshot(page, 'locations-add-block-en');
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    await toast(page, 'Block added successfully');
    await node(page, block).waitFor();
    await expectAttribute(node(page, area), 'aria-expanded', 'true');
    await screenshot(page, 'locations-tree-open-en');
    expect((await apiGet<Stats>('dashboard/stats', session.token)).totalLocations).toBe(before.totalLocations + 3);

    // Rename each; the tree stays open at the renamed node's parent path.
    await rename(page, block, 'Block', `${block}A`);
    await node(page, `${block}A`).waitFor();
    await expectAttribute(node(page, area), 'aria-expanded', 'true');
    await rename(page, area, 'Area', `${area}A`);
    await rename(page, gov, 'Governorate', `${gov}A`);
    await node(page, `${block}A`).waitFor();

    // The new block is offered by the shop form (catalog remote), through the shared cache.
    const [govRow] = (await apiGet<{ items: Named[] }>('location/governorates', session.token)).items.filter((g) => g.name === `${gov}A`);
    const [areaRow] = (await apiGet<{ items: Named[] }>(`location/governorates/${govRow.id}/areas`, session.token)).items;
    const blocks = (await apiGet<{ items: Named[] }>(`location/areas/${areaRow.id}/blocks`, session.token)).items;
    expect(blocks.map((b) => b.name)).toEqual([`${block}A`]);
    if (catalogServed()) {
      await goInApp(page, '/shops/add');
      const select = (label: RegExp) => page.getByRole('combobox', { name: label });
      await select(/^Governorate/).waitFor();
      await select(/^Governorate/).selectOption({ label: `${gov}A` });
      await select(/^Area/).selectOption({ label: `${area}A` });
      await page.waitForFunction(
        (name) => [...document.querySelectorAll('option')].some((option) => option.textContent === name),
        `${block}A`,
      );
      await select(/^Block/).selectOption({ label: `${block}A` });
      await screenshot(page, 'locations-block-in-shop-form-en');
      // Leave the form without saving (its unsaved-changes guard may ask).
      await goInApp(page, '/locations');
      const discard = page.getByRole('button', { name: 'Discard changes' });
      if (await discard.isVisible().catch(() => false)) await discard.click();
      await page.getByRole('heading', { name: 'Locations Management', level: 1 }).waitFor();
    }

    // A block used by a shop is refused with the server's reason.
    const shops = (await apiGet<{ items: ShopRow[] }>('shop', session.token)).items;
    const used = found(shops.find((shop) => shop.governorate?.name && shop.area?.name && shop.block?.name), 'a shop with its location');
    const place = {
      governorate: found(used.governorate?.name, 'its governorate'),
      area: found(used.area?.name, 'its area'),
      block: found(used.block?.name, 'its block'),
    };
    await expand(page, place.governorate);
    await expand(page, place.area);
    await remove(page, place.block, 'Block');
    await toast(page, /^This block is used by \d+ shops?$/);
    await screenshot(page, 'locations-delete-refused-en');
    await node(page, place.block).waitFor();

    // Delete the new ones bottom-up.
    await expand(page, `${gov}A`);
    await expand(page, `${area}A`);
    await remove(page, `${block}A`, 'Block');
    await toast(page, 'Block deleted successfully');
    await node(page, `${block}A`).waitFor({ state: 'detached' });
    await expectAttribute(node(page, `${area}A`), 'aria-expanded', 'true');
    await remove(page, `${area}A`, 'Area');
    await toast(page, 'Area deleted successfully');
    await node(page, `${area}A`).waitFor({ state: 'detached' });
    await remove(page, `${gov}A`, 'Governorate');
    await toast(page, 'Governorate deleted successfully');
    await node(page, `${gov}A`).waitFor({ state: 'detached' });
    expect((await apiGet<Stats>('dashboard/stats', session.token)).totalLocations).toBe(before.totalLocations);
    expect(browser.errors.filter((e) => !/Failed to load resource/.test(e))).toEqual([]);
  });

  it('is a real tree for the keyboard and reads right-to-left in Arabic', async () => {
    const { page } = browser;
    const governorates = (await apiGet<{ items: Named[] }>('location/governorates', session.token)).items;
    const [first, second] = governorates;
    const firstAreas = (await apiGet<{ items: Named[] }>(`location/governorates/${first.id}/areas`, session.token)).items;

    await page.goto(`${HOST_URL}/locations`);
    const firstNode = node(page, first.name);
    await firstNode.waitFor();
    await firstNode.focus();
    await page.keyboard.press('ArrowDown');
    expect(await node(page, second.name).evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowRight');
    await node(page, firstAreas[0].name).waitFor();
    await page.keyboard.press('ArrowRight');
    expect(await node(page, firstAreas[0].name).evaluate((el) => el === document.activeElement)).toBe(true);
    // Opening the second governorate closes the first (one at a time).
    await node(page, second.name).getByText(second.name, { exact: true }).first().click();
    await node(page, firstAreas[0].name).waitFor({ state: 'detached' });

    // Arabic: every text of the screen, right-to-left.
    await page.evaluate(() => localStorage.setItem('dukkan.lang', 'ar'));
    await page.reload();
    await page.getByRole('heading', { name: 'إدارة المواقع', level: 1 }).waitFor();
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    // In Arabic each node leads with its Arabic name (the English one follows in brackets).
    const arName = (place: Named) => place.name_ar || place.name;
    const arFirst = node(page, arName(first));
    await arFirst.getByText(arName(first), { exact: true }).first().click();
    await node(page, arName(firstAreas[0])).getByText(arName(firstAreas[0]), { exact: true }).first().click();
    await arFirst.getByText('محافظة').first().waitFor();
    // The governorate's own row comes first (an area may share its name).
    const edit = arFirst.getByRole('button', { name: `تعديل ${arName(first)}` }).first();
    await edit.waitFor();
    // The name starts at the right and the buttons sit at the left end of the row.
    const nameBox = found(await arFirst.getByText(arName(first), { exact: true }).first().boundingBox(), 'the name on screen');
    const editBox = found(await edit.boundingBox(), 'the edit button on screen');
    expect(editBox.x).toBeLessThan(nameBox.x);
    await screenshot(page, 'locations-tree-ar');

    await page.getByRole('button', { name: 'إضافة قطعة' }).click();
    const dialog = page.getByRole('dialog', { name: 'إضافة قطعة' });
    await dialog.getByRole('combobox', { name: /^المحافظة/ }).waitFor();
    expect(await dialog.getByRole('combobox', { name: /^المنطقة/ }).isDisabled()).toBe(true);
    await screenshot(page, 'locations-add-block-ar');
    await dialog.getByRole('button', { name: 'إلغاء' }).click();

    await node(page, arName(first)).getByRole('button', { name: `حذف ${arName(first)}` }).first().click();
    await page
      .getByRole('alertdialog', { name: 'حذف المحافظة' })
      .getByText('هل أنت متأكد أنك تريد حذف هذه المحافظة؟ لا يمكن التراجع عن هذا الإجراء.')
      .waitFor();
    await screenshot(page, 'locations-delete-ar');
  });
});

describe('locations on a phone', () => {
  it('fits the tree, its badges and buttons on a narrow screen', async () => {
    const page = await browser.reopen({ viewport: PHONE });
    const [first] = (await apiGet<{ items: Named[] }>('location/governorates', session.token)).items;
    await page.goto(`${HOST_URL}/locations`);
    await expand(page, first.name);
    // Nothing sticks out sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(page, 'locations-tree-phone-en');
  });
});
