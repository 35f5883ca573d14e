import { randomUUID } from 'node:crypto';
import { API_URL, HOST_URL, screenshot } from '../support/browser';
import { apiCall } from '../support/customer';
import { withPicture } from '../support/images';
import { adminSession, PHONE, signedInPages } from '../support/journey-helpers';
import { apiGet } from '../support/session';

// decisions/delivery-coverage.md: staff give a shop its delivery zones on the shop's page — a whole governorate at
// one fee, above the team's cap, which the page warns of — and then the customers' side of the API follows them: the
// catalogue lists the shop for a block there with its fee, and an order below the minimum basket is refused. Once
// in Arabic on a phone.

interface Place {
  id: number;
  name: string;
  name_ar: string;
}
interface Coverage {
  zones: { area: Place; block: Place | null; deliveryFee: number; minBasket: number; etaMinutes: number }[];
  aboveCap: boolean;
}

const owner = adminSession();
const signedIn = signedInPages(owner);
const made: number[] = [];

async function send<T>(method: string, pathname: string, body?: FormData): Promise<T> {
  const response = await fetch(`${API_URL}/${pathname}`, { method, headers: { authorization: `Bearer ${owner.token}` }, body });
  const answer = (await response.json()) as { data: T };
  if (!response.ok) throw new Error(`${method} ${pathname}: ${response.status} ${JSON.stringify(answer)}`);
  return answer.data;
}

/** Every place of a location list (they answer a page of all of them). */
const places = async (pathname: string) => (await apiGet<{ items: Place[] }>(pathname, owner.token)).items;

/** A shop of its own (the journeys share a database: the demo's shops keep delivering everywhere), in the first governorate's first block. */
async function newShop(tag: string): Promise<{ id: number; governorate: Place; blockId: number }> {
  const [governorate] = await places('location/governorates');
  const [area] = await places(`location/governorates/${governorate.id}/areas`);
  const [block] = await places(`location/areas/${area.id}/blocks`);
  const shop = await send<{ id: number }>(
    'POST',
    'shop',
    withPicture({
      name: `Coverage Grocery ${tag}`,
      name_ar: `بقالة التغطية ${tag}`,
      phone: `5${String(Date.now()).slice(-7)}`,
      freeDelivery: false,
      isOpen: true,
      openTime: '00:00',
      closeTime: '00:00',
      governorateId: governorate.id,
      areaId: area.id,
      blockId: block.id,
    }),
  );
  made.push(shop.id);
  return { id: shop.id, governorate, blockId: block.id };
}

afterAll(async () => {
  for (const id of made.splice(0)) await send('DELETE', `shop/${id}`);
});

describe('delivery coverage (decisions/delivery-coverage.md)', () => {
  it("covers a whole governorate from the shop's page; the catalogue and ordering follow it", async () => {
    const shop = await newShop(randomUUID().slice(0, 6));
    const page = await signedIn('en');
    await page.goto(`${HOST_URL}/shops/edit/${shop.id}`);
    await page.getByRole('heading', { name: 'Delivery coverage' }).waitFor();
    await page.getByText('None yet: the shop uses the platform defaults of each governorate.').waitFor();

    const add = page.getByRole('group', { name: 'Add areas' });
    await add.getByRole('combobox', { name: 'Governorate' }).selectOption({ label: shop.governorate.name });
    await add.getByRole('combobox', { name: 'Area' }).selectOption({ label: `All of ${shop.governorate.name}` });
    await add.getByRole('textbox', { name: 'Delivery fee (KWD)' }).fill('0.750');
    await add.getByRole('textbox', { name: 'Minimum basket (KWD)' }).fill('5.000');
    await add.getByRole('textbox', { name: 'ETA (minutes)' }).fill('45');
    await add.getByRole('button', { name: 'Add to coverage' }).click();
    await page.getByText('Above the delivery fee cap of', { exact: false }).first().waitFor();
    await page.getByRole('button', { name: 'Save coverage' }).click();
    await page.getByText('Delivery coverage saved', { exact: true }).waitFor();
    await screenshot(page, 'delivery-coverage-en-1280');

    const areas = await places(`location/governorates/${shop.governorate.id}/areas`);
    const saved = await apiGet<Coverage>(`shop/${shop.id}/coverage`, owner.token);
    expect(saved.zones.map((zone) => zone.area.id).sort((a, b) => a - b)).toEqual(areas.map((area) => area.id).sort((a, b) => a - b));
    expect(saved.zones.every((zone) => zone.deliveryFee === 0.75 && zone.minBasket === 5 && zone.etaMinutes === 45 && zone.block === null)).toBe(true);
    expect(saved.aboveCap).toBe(true);

    // The customers' catalogue (no token) lists the shop for a block it now covers, on those terms.
    const served = await fetch(`${API_URL}/catalog/shops?blockId=${shop.blockId}&q=${encodeURIComponent('Coverage Grocery')}`);
    const listed = ((await served.json()) as { data: { items: { id: number; delivery: { deliveryFee: number; minBasket: number; etaMinutes: number } }[] } }).data.items;
    expect(listed.find((item) => item.id === shop.id)?.delivery).toMatchObject({ deliveryFee: 0.75, minBasket: 5, etaMinutes: 45 });

    // The shops list says so: its zones and the cap.
    await page.goto(`${HOST_URL}/shops`);
    const row = page.getByRole('row').filter({ hasText: 'Coverage Grocery' }).first();
    await row.getByText('Above fee cap').waitFor();
  });

  it('in Arabic on a phone: the coverage section reads right to left and fits 390 px', async () => {
    const shop = await newShop(randomUUID().slice(0, 6));
    await apiCall('PUT', `shop/${shop.id}/coverage`, owner.token, {
      zones: [],
      governorateIds: [{ governorateId: shop.governorate.id, deliveryFee: 0.25, minBasket: 1, etaMinutes: 30 }],
    });
    const page = await signedIn('ar', PHONE.width);
    await page.goto(`${HOST_URL}/shops/edit/${shop.id}`);
    await page.getByRole('heading', { name: 'نطاق التوصيل' }).waitFor();
    await page.getByRole('textbox', { name: /رسوم التوصيل/ }).first().waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(page, 'delivery-coverage-ar-390');
  });
});
