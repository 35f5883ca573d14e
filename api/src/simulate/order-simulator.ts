import { randomBytes, randomUUID } from 'node:crypto';
import type { CatalogProduct, CatalogShop, CatalogSlot, CatalogSlots } from '../contract';
import { KUWAIT_OFFSET_MS } from '../kuwait/kuwait-days';
import { DEMO_CUSTOMERS, DEMO_DIRECTIONS } from '../seed/demo-customers';

// Demo customers ordering through the customers' API, the way their app would (decisions/customer-orders.md): signed
// up and signed in on /customer/*, they pick their block, read the catalogue's shops delivering there, a shop's
// products and its delivery slots, and place an order within its coverage and minimum basket — as soon as possible, or
// for a slot now and then — each a POST with its own Idempotency-Key; now and then one changes their mind and cancels
// before the shop accepts. Only the location tree is read through the staff API (the customers' app has its own
// address picker). Never a row written directly: what staff see is what the API let in.

export interface SimulatorOptions {
  /** The API's base, e.g. http://127.0.0.1:4000/api */
  apiUrl: string;
  /** A staff bearer token, to read the location tree. */
  staffToken: string;
  ratePerMinute: number;
  /** Stop after this many minutes; null runs until stop(). */
  minutes: number | null;
  /** How many customers to sign up and order as. */
  customers?: number;
  /** The share of orders placed for a delivery slot where the shop offers one (1 in 4 by default); the rest as soon as possible. */
  slotChance?: number;
  /** The share of orders their customer cancels before the shop accepts (1 in 20 by default). */
  cancelChance?: number;
  /** How long after placing a customer cancels (by default 5 to 40 s: they change their mind soon). */
  cancelAfterMs?: number;
  log: (line: string) => void;
}

export interface OrderSimulator {
  /** Orders placed so far. */
  placed(): number;
  /** Of them, placed for a delivery slot. */
  scheduled(): number;
  /** Orders their customer cancelled so far. */
  cancelled(): number;
  /** Resolves when the run ends (its minutes are up, or stop() was called). */
  done: Promise<void>;
  stop(): Promise<void>;
}

interface Place { governorateId: number; areaId: number; blockId: number }
interface Customer { name: string; token: string }
interface Page<T> { items: T[] }

/** The location tree changes rarely: read again after this long. */
const PLACES_FRESH_MS = 5 * 60_000;
/** Blocks an order tries before giving up (a block may have no shop delivering, or none open). */
const BLOCKS_TRIED = 3;
/** Shops an order for a slot asks for their slots before ordering as soon as possible instead. */
const SHOPS_ASKED_FOR_SLOTS = 5;
/** A catalogue page as large as it gets (decisions/customer-catalogue.md). */
const CATALOG_LIMIT = 50;
const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)];
const upTo = (n: number) => 1 + Math.floor(Math.random() * n);
const sometimes = <T extends object>(chance: number, part: () => T): T | object => (Math.random() < chance ? part() : {});
const shuffled = <T>(items: readonly T[]): T[] => items.map((item) => ({ item, key: Math.random() })).sort((a, b) => a.key - b.key).map(({ item }) => item);
/** A shop taking orders now (busy ones do, more slowly). */
const takesOrdersNow = (shop: CatalogShop) => shop.availability.state === 'open' || shop.availability.state === 'busy';
/** "Mon 3 Mar 18:00": a slot's start in Kuwait, for the log. */
const kuwaitSlot = (slot: CatalogSlot) => {
  const local = new Date(Date.parse(slot.startsAt) + KUWAIT_OFFSET_MS);
  return `${new Intl.DateTimeFormat('en-GB', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' }).format(local)} ${local.toISOString().slice(11, 16)}`;
};
/** Degrees to the six decimals the order keeps. */
const degrees = (value: number) => Math.round(value * 1e6) / 1e6;

/**
 * An address as a customer's app sends one (decisions/order-workspace.md): a place of the tree, a street and building,
 * a flat's floor and apartment for half of them, and some with the PACI number, directions or a map
 * pin in the towns around Kuwait City.
 */
function demoAddress(place: Place) {
  return {
    ...place,
    street: `Street ${upTo(40)}`,
    building: String(upTo(90)),
    ...sometimes(0.5, () => ({ floor: String(upTo(9)), apartment: String(upTo(24)) })),
    ...sometimes(0.4, () => ({ paci: String(10_000_000 + Math.floor(Math.random() * 90_000_000)) })),
    ...sometimes(0.3, () => ({ directions: pick(DEMO_DIRECTIONS) })),
    ...sometimes(0.6, () => ({ pin: { latitude: degrees(29.1 + Math.random() * 0.3), longitude: degrees(47.8 + Math.random() * 0.3) } })),
  };
}

/**
 * What a line costs as ordered: by weight, its items' estimated weight at the price per kg (decisions/picking.md), which
 * the API rounds half-up to the fil; rounded down here, so a basket counted as reaching the minimum does.
 */
const lineCost = (product: CatalogProduct, quantity: number) =>
  Math.floor(product.price * quantity * (product.unit === 'weight' ? (product.estimatedWeight ?? product.weightStep ?? 1) : 1) * 1000 + 1e-6) / 1000;

/**
 * A basket as a customer fills one: one to three products on sale, one to three of each, then more of them until it
 * reaches the shop's minimum basket for the block (decisions/delivery-coverage.md), as the app would ask them to.
 */
function demoBasket(available: readonly CatalogProduct[], minBasket: number): Map<CatalogProduct, number> {
  const lines = new Map<CatalogProduct, number>();
  const wanted = 1 + Math.floor(Math.random() * Math.min(3, available.length));
  while (lines.size < wanted) lines.set(pick(available), upTo(3));
  const total = () => [...lines].reduce((sum, [product, quantity]) => sum + lineCost(product, quantity), 0);
  for (let more = 0; total() < minBasket && more < 200; more++) {
    const product = pick([...lines.keys()]);
    lines.set(product, Math.min(99, (lines.get(product) as number) + 1));
  }
  return lines;
}

/**
 * decisions/grocery-products.md: the choices a customer makes if an item is not there, as they come — most orders
 * substitute similar or remove, some call first; one line in five makes its own, now and then naming another of the shop's products.
 */
const ORDER_CHOICES = ['similar', 'similar', 'similar', 'remove', 'remove', 'remove', 'call'] as const;
function demoChoice(productId: number, available: readonly CatalogProduct[]) {
  if (Math.random() >= 0.2) return {};
  const others = available.filter((product) => product.id !== productId);
  if (others.length > 0 && Math.random() < 0.4) return { ifUnavailable: 'product', substituteProductId: pick(others).id };
  return { ifUnavailable: pick(['similar', 'remove', 'call']) };
}

class ApiClient {
  constructor(private readonly base: string) {}

  async call<T>(method: string, path: string, token: string | null, body?: unknown, headers: Record<string, string> = {}): Promise<{ status: number; data: T; message?: string }> {
    const res = await fetch(`${this.base}${path}`, {
      method,
      headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body ? { 'content-type': 'application/json' } : {}), ...headers },
      body: body ? JSON.stringify(body) : undefined,
    });
    const json = (await res.json().catch(() => ({}))) as { data?: T; message?: string };
    return { status: res.status, data: json.data as T, message: json.message };
  }

  async read<T>(path: string, token: string): Promise<T> {
    const answer = await this.call<T>('GET', path, token);
    if (answer.status !== 200) throw new Error(`GET ${path} answered ${answer.status}: ${answer.message ?? ''}`);
    return answer.data;
  }
}

/** Starts placing orders at the given rate; the first one goes out at once. */
export function startOrderSimulator(options: SimulatorOptions): OrderSimulator {
  const api = new ApiClient(options.apiUrl);
  const everyMs = 60_000 / options.ratePerMinute;
  const slotChance = options.slotChance ?? 0.25;
  const cancelChance = options.cancelChance ?? 0.05;
  let placed = 0;
  let scheduled = 0;
  let cancelled = 0;
  let stopped = false;
  let wake: (() => void) | null = null;
  let places: { at: number; blocks: Place[] } | null = null;
  const customers: Customer[] = [];
  /** Cancels waiting for their moment, and those under way: stop() clears the first and waits for the others. */
  const cancelTimers = new Set<NodeJS.Timeout>();
  const cancelling = new Set<Promise<void>>();

  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      wake = () => {
        clearTimeout(timer);
        resolve();
      };
    });

  async function signUpCustomers() {
    for (const person of DEMO_CUSTOMERS.slice(0, options.customers ?? 5)) {
      const [local, domain] = person.email.split('@');
      const email = `${local}+sim-${randomBytes(3).toString('hex')}@${domain}`;
      const password = randomBytes(18).toString('base64url');
      const phone = `9${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
      const signedUp = await api.call('POST', '/customer/register', null, { name: person.name, email, phone, password });
      if (signedUp.status !== 201) throw new Error(`Could not sign a demo customer up: ${signedUp.status} ${signedUp.message ?? ''}`);
      const signedIn = await api.call<{ token: string }>('POST', '/customer/login', null, { email, password });
      if (signedIn.status !== 200) throw new Error(`Could not sign a demo customer in: ${signedIn.status} ${signedIn.message ?? ''}`);
      customers.push({ name: person.name, token: signedIn.data.token });
    }
  }

  /** Blocks customers live in: a few of each governorate's first areas, from the location tree. */
  async function readPlaces(): Promise<Place[]> {
    if (places && Date.now() - places.at < PLACES_FRESH_MS) return places.blocks;
    const token = options.staffToken;
    const blocks: Place[] = [];
    for (const governorate of (await api.read<{ items: { id: number }[] }>('/location/governorates', token)).items.slice(0, 6)) {
      for (const area of (await api.read<{ items: { id: number }[] }>(`/location/governorates/${governorate.id}/areas`, token)).items.slice(0, 4)) {
        for (const block of (await api.read<{ items: { id: number }[] }>(`/location/areas/${area.id}/blocks`, token)).items.slice(0, 3)) {
          blocks.push({ governorateId: governorate.id, areaId: area.id, blockId: block.id });
        }
      }
    }
    places = { at: Date.now(), blocks };
    return blocks;
  }

  /** A shop's slots a customer may book now; none when it offers none (or the API has no slots). */
  async function openSlots(shopId: number, token: string): Promise<CatalogSlot[]> {
    const answer = await api.call<CatalogSlots>('GET', `/catalog/shops/${shopId}/slots`, token);
    return answer.status === 200 ? answer.data.slots.filter((slot) => slot.available) : [];
  }

  /**
   * Where and when a customer in `place` orders: for a slot (when `wantSlot` and a shop delivering there offers one
   * with room), else as soon as possible from a shop taking orders now; with that shop's products on sale. Null when
   * no shop delivering there can take the order.
   */
  async function chooseShop(place: Place, customer: Customer, wantSlot: boolean) {
    const shops = (await api.read<Page<CatalogShop>>(`/catalog/shops?blockId=${place.blockId}&limit=${CATALOG_LIMIT}`, customer.token)).items;
    const choices: { shop: CatalogShop; slot: CatalogSlot | null }[] = [];
    if (wantSlot) {
      for (const shop of shuffled(shops).slice(0, SHOPS_ASKED_FOR_SLOTS)) {
        const slots = await openSlots(shop.id, customer.token);
        if (slots.length === 0) continue;
        choices.push({ shop, slot: pick(slots) });
        break;
      }
    }
    choices.push(...shuffled(shops.filter(takesOrdersNow)).map((shop) => ({ shop, slot: null })));
    for (const { shop, slot } of choices) {
      const page = await api.read<Page<CatalogProduct>>(`/catalog/shops/${shop.id}/products?limit=${CATALOG_LIMIT}`, customer.token);
      const available = page.items.filter((product) => product.available);
      if (available.length > 0) return { shop, slot, available };
    }
    return null;
  }

  /** One order: a customer, their block, a shop delivering there, a basket of its products, ASAP or a slot. */
  async function placeOne(): Promise<void> {
    const blocks = await readPlaces();
    const customer = pick(customers);
    const wantSlot = Math.random() < slotChance;
    let chosen: Awaited<ReturnType<typeof chooseShop>> = null;
    let place: Place | null = null;
    for (const block of shuffled(blocks).slice(0, BLOCKS_TRIED)) {
      chosen = await chooseShop(block, customer, wantSlot);
      place = block;
      if (chosen) break;
    }
    if (!chosen || !place) {
      options.log('Demo orders: no shop delivering to the blocks tried takes orders with products on sale now; trying again later');
      return;
    }
    const { shop, slot, available } = chosen;
    const basket = demoBasket(available, shop.delivery?.minBasket ?? 0);
    const body = {
      items: [...basket].map(([product, quantity]) => ({ productId: product.id, quantity, ...demoChoice(product.id, available) })),
      address: demoAddress(place),
      paymentMethod: pick(['CASH', 'KNET', 'CARD']),
      ifUnavailable: pick(ORDER_CHOICES),
      ...(slot ? { slot: { startsAt: slot.startsAt } } : {}),
    };
    const key = randomUUID();
    let answer = await api.call<{ id: number; totalAmount: number }>('POST', '/customer/orders', customer.token, body, { 'idempotency-key': key }).catch(() => null);
    // A lost answer is retried with the same key: the API answers the first result, never a second order.
    answer ??= await api.call<{ id: number; totalAmount: number }>('POST', '/customer/orders', customer.token, body, { 'idempotency-key': key });
    if (answer.status !== 201) {
      // Out of stock, a shop that just closed, a slot just filled: the API said no, as it would to a real customer.
      options.log(`Demo order refused (${answer.status}): ${answer.message ?? ''}`);
      return;
    }
    placed++;
    if (slot) scheduled++;
    const when = slot ? ` for ${kuwaitSlot(slot)}` : '';
    options.log(`Demo order #${answer.data.id} placed by ${customer.name} at ${shop.name}${when} (KWD ${answer.data.totalAmount.toFixed(3)})`);
    if (Math.random() < cancelChance) cancelLater(answer.data.id, customer);
  }

  /** The customer changes their mind: a cancel soon after placing, which the shop's accept may beat (then a 409). */
  function cancelLater(orderId: number, customer: Customer) {
    const timer = setTimeout(() => {
      cancelTimers.delete(timer);
      const run = cancelOne(orderId, customer).finally(() => cancelling.delete(run));
      cancelling.add(run);
    }, options.cancelAfterMs ?? 5_000 + Math.random() * 35_000);
    cancelTimers.add(timer);
  }

  async function cancelOne(orderId: number, customer: Customer): Promise<void> {
    const key = randomUUID();
    const send = () => api.call('POST', `/customer/orders/${orderId}/cancel`, customer.token, undefined, { 'idempotency-key': key });
    // Retried with the same key when the answer is lost: one cancel, whatever the network did.
    const answer = await send().catch(send).catch((error: Error) => ({ status: 0, message: error.message }));
    if (answer.status === 200) {
      cancelled++;
      options.log(`Demo customer ${customer.name} cancelled order #${orderId}`);
    } else {
      options.log(`Demo customer ${customer.name} could not cancel order #${orderId} (${answer.status}): ${answer.message ?? ''}`);
    }
  }

  const done = (async () => {
    const until = options.minutes === null ? Number.POSITIVE_INFINITY : Date.now() + options.minutes * 60_000;
    try {
      await signUpCustomers();
      while (!stopped && Date.now() < until) {
        const started = Date.now();
        await placeOne().catch((error: Error) => options.log(`Demo order failed: ${error.message}`));
        await sleep(Math.max(0, Math.min(everyMs - (Date.now() - started), until - Date.now())));
      }
    } catch (error) {
      options.log(`Demo orders stopped: ${(error as Error).message}`);
    }
  })();

  return {
    placed: () => placed,
    scheduled: () => scheduled,
    cancelled: () => cancelled,
    done,
    async stop() {
      stopped = true;
      wake?.();
      for (const timer of cancelTimers) clearTimeout(timer);
      cancelTimers.clear();
      await done;
      await Promise.all(cancelling);
    },
  };
}
