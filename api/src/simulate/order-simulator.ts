import { randomBytes, randomUUID } from 'node:crypto';
import { DEMO_CUSTOMERS, DEMO_DIRECTIONS } from '../seed/demo-customers';
import { isShopOpenAt } from '../modules/shops/shop-availability';

// Demo customers ordering through the customers' API, the way their app would: signed up and
// signed in on /customer/*, each order a POST with its own Idempotency-Key. The catalogue and the
// location tree are read through the staff API (the customers' app has its own catalogue, which
// is not ours). Never a row written directly: what staff see is what the API let in.

export interface SimulatorOptions {
  /** The API's base, e.g. http://127.0.0.1:4000/api */
  apiUrl: string;
  /** A staff bearer token, to read the catalogue and the locations. */
  staffToken: string;
  ratePerMinute: number;
  /** Stop after this many minutes; null runs until stop(). */
  minutes: number | null;
  /** How many customers to sign up and order as. */
  customers?: number;
  log: (line: string) => void;
}

export interface OrderSimulator {
  /** Orders placed so far. */
  placed(): number;
  /** Resolves when the run ends (its minutes are up, or stop() was called). */
  done: Promise<void>;
  stop(): Promise<void>;
}

interface Shop { id: number; name: string; isOpen: boolean; openTime: string; closeTime: string | null; availability?: { state: string } }
interface Category { id: number; shopId: number }
interface Product { id: number; name: string; stock: number; status: string }
interface Place { governorateId: number; areaId: number; blockId: number }

const CATALOGUE_FRESH_MS = 5 * 60_000;
const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)];
const upTo = (n: number) => 1 + Math.floor(Math.random() * n);
const sometimes = <T extends object>(chance: number, part: () => T): T | object => (Math.random() < chance ? part() : {});
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
 * decisions/grocery-products.md: the choices a customer makes if an item is not there, as they come — most orders
 * substitute similar or remove, some call first; one line in five makes its own, now and then naming another of the shop's products.
 */
const ORDER_CHOICES = ['similar', 'similar', 'similar', 'remove', 'remove', 'remove', 'call'] as const;
function demoChoice(productId: number, available: readonly Product[]) {
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
  let placed = 0;
  let stopped = false;
  let wake: (() => void) | null = null;
  let catalogue: { at: number; shops: Shop[]; categories: Category[]; products: Map<number, Product[]>; places: Place[] } | null = null;
  const customerTokens: { name: string; token: string }[] = [];

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
      customerTokens.push({ name: person.name, token: signedIn.data.token });
    }
  }

  async function readCatalogue() {
    if (catalogue && Date.now() - catalogue.at < CATALOGUE_FRESH_MS) return catalogue;
    const token = options.staffToken;
    const shops = (await api.read<{ items: Shop[] }>('/shop', token)).items;
    const categories = (await api.read<{ items: Category[] }>('/categories', token)).items;
    const products = new Map<number, Product[]>();
    for (const category of categories) {
      const page = await api.read<{ items: Product[] }>(`/products/category/${category.id}?page=1&limit=50`, token);
      products.set(category.id, page.items);
    }
    const places: Place[] = [];
    for (const governorate of (await api.read<{ items: { id: number }[] }>('/location/governorates', token)).items.slice(0, 6)) {
      for (const area of (await api.read<{ items: { id: number }[] }>(`/location/governorates/${governorate.id}/areas`, token)).items.slice(0, 4)) {
        for (const block of (await api.read<{ items: { id: number }[] }>(`/location/areas/${area.id}/blocks`, token)).items.slice(0, 3)) {
          places.push({ governorateId: governorate.id, areaId: area.id, blockId: block.id });
        }
      }
    }
    catalogue = { at: Date.now(), shops, categories, products, places };
    return catalogue;
  }

  /** One order: an open shop, one to three of its products in stock, a customer and an address. */
  async function placeOne(): Promise<void> {
    const { shops, categories, products, places } = await readCatalogue();
    const now = new Date();
    const baskets = shops
      // Hours are checked now; a pause as of the last catalogue read (the API refuses a newer one anyway).
      .filter((shop) => isShopOpenAt(shop, now) && shop.availability?.state !== 'paused')
      .map((shop) =>
        categories
          .filter((category) => category.shopId === shop.id)
          .flatMap((category) => products.get(category.id) ?? [])
          .filter((product) => product.status === 'active' && product.stock > 0),
      )
      .filter((available) => available.length > 0);
    if (baskets.length === 0 || places.length === 0) {
      options.log('Demo orders: no shop is open with products in stock now; trying again later');
      return;
    }
    const available = pick(baskets);
    const lines = new Map<number, number>();
    const wanted = 1 + Math.floor(Math.random() * Math.min(3, available.length));
    while (lines.size < wanted) lines.set(pick(available).id, 1 + Math.floor(Math.random() * 3));
    const customer = pick(customerTokens);
    const body = {
      items: [...lines].map(([productId, quantity]) => ({ productId, quantity, ...demoChoice(productId, available) })),
      address: demoAddress(pick(places)),
      paymentMethod: pick(['CASH', 'KNET', 'CARD']),
      ifUnavailable: pick(ORDER_CHOICES),
    };
    const key = randomUUID();
    let answer = await api.call<{ id: number; totalAmount: number }>('POST', '/customer/orders', customer.token, body, { 'idempotency-key': key }).catch(() => null);
    // A lost answer is retried with the same key: the API answers the first result, never a second order.
    answer ??= await api.call<{ id: number; totalAmount: number }>('POST', '/customer/orders', customer.token, body, { 'idempotency-key': key });
    if (answer.status === 201) {
      placed++;
      options.log(`Demo order #${answer.data.id} placed by ${customer.name} (KWD ${answer.data.totalAmount.toFixed(3)})`);
    } else {
      // Out of stock or a shop that just closed: the API said no, as it would to a real customer.
      options.log(`Demo order refused (${answer.status}): ${answer.message ?? ''}`);
      catalogue = null;
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
    done,
    async stop() {
      stopped = true;
      wake?.();
      await done;
    },
  };
}
