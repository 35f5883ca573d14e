import type { LineChangeAction, PickReason, PickState } from '../../db/schema';
import { kgToGrams, kwdToFils, weightLineFils } from '../../money/fils';
import { isPrepaid } from '../ledger/ledger-balances';
import type { PickChange, PickLine, PickOrder, PickProduct } from './picking-rules';

// decisions/picking.md: what a change of a line does, worked out before anything is written — the line's new state and
// what it costs, a substitute line to add or lines to delete, the stock back on the shelf and taken, the order's new
// total, and what the change says in English and Arabic. Pure, in integer fils: the service writes the plan, the
// property test runs thousands of them against the ledger.

/** What a change sets on the line it is about. */
export interface LineWrite {
  state: PickState;
  pickedQuantity: number | null;
  actualWeight: string | null;
  lineTotalFils: number;
  reason: PickReason | null;
  askProductId: number | null;
  askDeadline: Date | null;
}

/** A substitute line to add after the line it replaces: the product as it is now, its quantity, what it costs. */
export interface SubstituteLine {
  replacesItemId: number;
  product: PickProduct;
  quantity: number;
  actualWeight: string | null;
  lineTotalFils: number;
  approved: boolean;
}

export interface StockMove {
  productId: number;
  quantity: number;
}

export interface PickPlan {
  /** What the change row records: the picker's action, or 'timeout' when the desk applied the order's default. */
  action: LineChangeAction;
  /** The line the change is about (a substitute line's changes are its original's). */
  itemId: number;
  line: LineWrite;
  insert: SubstituteLine | null;
  /** Substitute lines a reset deletes. */
  deleteIds: number[];
  /** Stock back on the shelf (written first), then stock taken (each only if there is enough). */
  returned: StockMove[];
  sold: StockMove[];
  /** The lines' total and item count after the change (the order's total adds its delivery fee), and what it moved by. */
  totalFils: number;
  totalQuantity: number;
  amountChangeFils: number;
  summary: { en: string; ar: string };
  reason: PickReason | null;
  note: string | null;
}

/** A change the order's rules refuse, though its fields are fine (409). */
export interface PickRefusal {
  code: 'SUBSTITUTE_NEEDS_APPROVAL';
  message: string;
}

/** How many of a line the customer gets now and the order holds in stock (migration 0026's order_line_quantity). */
export function heldQuantity(line: Pick<PickLine, 'state' | 'quantity' | 'pickedQuantity'>): number {
  if (line.state === 'removed' || line.state === 'substituted') return 0;
  return line.state === 'short' ? (line.pickedQuantity ?? 0) : line.quantity;
}

/** kg text of whole grams ("1.130"). */
const kgText = (grams: number): string => `${Math.trunc(grams / 1000)}.${String(grams % 1000).padStart(3, '0')}`;

/**
 * What `quantity` items of a product cost (money/fils.ts's one rule): by the piece, price × quantity; by weight, the
 * weight given, else quantity × the estimated weight, × the price per kg, half-up to the fil.
 */
export function costFils(item: { unit: 'piece' | 'weight'; price: string; estimatedWeight: string | null }, quantity: number, weight: string | null): number {
  if (item.unit === 'piece') return kwdToFils(item.price) * quantity;
  return weightLineFils(weight ?? kgText(quantity * kgToGrams(item.estimatedWeight ?? '0')), item.price);
}

/** The line as it was ordered (a reset): pending, billed as ordered, no question. */
const asOrdered = (line: PickLine): LineWrite => ({
  state: 'pending',
  pickedQuantity: null,
  actualWeight: null,
  lineTotalFils: line.orderedTotalFils,
  reason: null,
  askProductId: null,
  askDeadline: null,
});

/** What a change resolves to once the customer's answer or the desk's default is read: one of the picker's own actions. */
type Resolved =
  | Extract<PickChange, { action: 'pick' | 'remove' | 'ask' | 'reset' }>
  | (Omit<Extract<PickChange, { action: 'substitute' }>, 'productId'> & { product: PickProduct });

/** Where a change came from: the picker, the customer's answer (given by them or by staff), the desk's default. */
type Source = 'staff' | 'answer' | 'timeout';

/**
 * Plans a change of `line` (one of `lines`, the order's lines now). `product`: the product the change names (a
 * substitute, the one proposed; for an answer, the one that was proposed), checked by the rules. `now`: when a
 * question's minutes start.
 */
export function planPickChange(
  order: PickOrder,
  lines: readonly PickLine[],
  line: PickLine,
  change: PickChange,
  context: { product: PickProduct | null; now: Date },
): { plan: PickPlan } | { refused: PickRefusal } {
  const { product, now } = context;
  if (change.action === 'answer') {
    const resolved: Resolved =
      change.answer === 'substitute'
        ? { action: 'substitute', product: product as PickProduct, quantity: null, weight: null, reason: null, approved: true, note: change.note }
        : { action: 'remove', reason: 'customer_request', note: change.note };
    return planResolved(order, lines, line, resolved, { source: 'answer', product, now });
  }
  const resolved: Resolved = change.action === 'substitute' ? { ...change, product: product as PickProduct } : change;
  return planResolved(order, lines, line, resolved, { source: 'staff', product, now });
}

/**
 * The desk's default for a question left unanswered (decisions/picking.md): the order's choice 'similar' with a proposed
 * product that is still the shop's, active and in stock, and costs no more than the line as ordered (or any, under the
 * shop's 'cap' policy: billed at most as the original) → substitute; anything else → remove (no customer pays for
 * what they were not asked about).
 */
export function planTimeout(order: PickOrder, lines: readonly PickLine[], line: PickLine, proposed: PickProduct | null): PickPlan {
  const context = { source: 'timeout' as const, product: proposed, now: new Date(0) };
  const remove: Resolved = { action: 'remove', reason: null, note: null };
  const fits =
    order.ifUnavailable === 'similar' &&
    proposed !== null &&
    proposed.status === 'active' &&
    proposed.shopId === order.shopId &&
    proposed.stock >= line.quantity &&
    (order.policy === 'cap' || costFils(proposed, line.quantity, null) <= line.orderedTotalFils);
  const planned = fits
    ? planResolved(order, lines, line, { action: 'substitute', product: proposed, quantity: null, weight: null, reason: null, approved: false, note: null }, context)
    : null;
  // A substitute that fits is never refused (under 'ask' it costs no more); otherwise the line goes.
  return planned && 'plan' in planned ? planned.plan : (planResolved(order, lines, line, remove, context) as { plan: PickPlan }).plan;
}

const arabicName = (product: { name: string; nameAr: string | null }) => product.nameAr || product.name;
type Words = { en: string; ar: string };
const kgWords = (kg: string): Words => ({ en: `${kg} kg`, ar: `${kg} كغ` });
/** A weighed line billed at most as ordered, or a pricier substitute billed as the original: said in its summary. */
const withCap = (words: Words, capped: boolean): Words => (capped ? { en: `${words.en}, billed as ordered`, ar: `${words.ar}، بسعر الطلب` } : words);
const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

function planResolved(
  order: PickOrder,
  lines: readonly PickLine[],
  line: PickLine,
  change: Resolved,
  context: { source: Source; product: PickProduct | null; now: Date },
): { plan: PickPlan } | { refused: PickRefusal } {
  const held = heldQuantity(line);
  const returned: StockMove[] = [];
  const sold: StockMove[] = [];
  /** The stock of the line's own product moving from what it holds to `after`. */
  const ownStock = (after: number) => {
    if (line.productId === null || after === held) return;
    (after < held ? returned : sold).push({ productId: line.productId, quantity: Math.abs(after - held) });
  };
  let write: LineWrite;
  let insert: SubstituteLine | null = null;
  let deleteIds: number[] = [];
  let words: Words;

  switch (change.action) {
    case 'pick': {
      const quantity = change.quantity ?? line.quantity;
      let total = costFils({ unit: line.unit, price: line.unitPrice, estimatedWeight: line.estimatedWeight }, quantity, change.weight);
      // A prepaid customer never pays more than they paid: a heavier weighed line is billed at most as ordered (the shop bears it).
      const capped = line.unit === 'weight' && isPrepaid(order.paymentMethod) && total > line.orderedTotalFils;
      if (capped) total = line.orderedTotalFils;
      const short = quantity < line.quantity;
      write = { ...asOrdered(line), state: short ? 'short' : 'picked', pickedQuantity: quantity, actualWeight: change.weight, lineTotalFils: total };
      ownStock(quantity);
      const count: Words = short ? { en: `${quantity} of ${line.quantity}`, ar: `${quantity} من ${line.quantity}` } : { en: `${quantity}`, ar: `${quantity}` };
      const weighed = change.weight === null ? null : kgWords(change.weight);
      const picked: Words = !weighed ? count : short ? { en: `${count.en}, ${weighed.en}`, ar: `${count.ar}، ${weighed.ar}` } : weighed;
      words = withCap({ en: `Picked ${picked.en}`, ar: `تم تجهيز ${picked.ar}` }, capped);
      break;
    }
    case 'remove': {
      write = { ...asOrdered(line), state: 'removed', lineTotalFils: 0, reason: change.reason };
      ownStock(0);
      words = { en: 'Removed', ar: 'تمت الإزالة' };
      break;
    }
    case 'substitute': {
      const { product } = change;
      const quantity = change.quantity ?? line.quantity;
      const cost = costFils(product, quantity, change.weight);
      const pricier = cost > line.orderedTotalFils;
      if (pricier && !change.approved && order.policy === 'ask') {
        return {
          refused: {
            code: 'SUBSTITUTE_NEEDS_APPROVAL',
            message: `${product.name} × ${quantity} costs more than ${line.name} as ordered: the customer must approve it first`,
          },
        };
      }
      // Under 'cap', a pricier substitute the customer did not approve is billed as the original line (the shop bears the rest).
      const capped = pricier && !change.approved;
      write = { ...asOrdered(line), state: 'substituted', lineTotalFils: 0, reason: change.reason };
      insert = {
        replacesItemId: line.id,
        product,
        quantity,
        actualWeight: product.unit === 'weight' ? change.weight : null,
        lineTotalFils: capped ? line.orderedTotalFils : cost,
        approved: change.approved,
      };
      ownStock(0);
      sold.push({ productId: product.id, quantity });
      const what: Words = change.weight === null ? { en: ` × ${quantity}`, ar: ` × ${quantity}` } : { en: `, ${change.weight} kg`, ar: `، ${change.weight} كغ` };
      words = withCap({ en: `Substituted with ${product.name}${what.en}`, ar: `استُبدل بـ${arabicName(product)}${what.ar}` }, capped);
      break;
    }
    case 'ask': {
      const { product } = context;
      write = { ...asOrdered(line), state: 'asking', askProductId: change.productId, askDeadline: new Date(context.now.getTime() + change.minutes * 60_000) };
      words = product && change.productId !== null ? { en: `Asked the customer about ${product.name}`, ar: `سُئل العميل عن ${arabicName(product)}` } : { en: 'Asked the customer', ar: 'سُئل العميل' };
      break;
    }
    case 'reset': {
      write = asOrdered(line);
      const substitutes = lines.filter((other) => other.replacesItemId === line.id);
      deleteIds = substitutes.map((other) => other.id);
      for (const other of substitutes) {
        const quantity = heldQuantity(other);
        if (other.productId !== null && quantity > 0) returned.push({ productId: other.productId, quantity });
      }
      ownStock(line.quantity);
      words = { en: 'Reset to as ordered', ar: 'أُعيد كما طُلب' };
      break;
    }
  }

  if (context.source === 'answer') {
    words = change.action === 'remove' ? { en: 'The customer chose to remove it', ar: 'اختار العميل إزالته' } : { en: `The customer agreed: ${lowerFirst(words.en)}`, ar: `وافق العميل: ${words.ar}` };
  }
  if (context.source === 'timeout') words = { en: `No answer in time: ${lowerFirst(words.en)}`, ar: `لم يصل رد في الوقت: ${words.ar}` };

  // The order after the change: the lines it keeps (this one as written) and the substitute added.
  const kept = lines.filter((other) => !deleteIds.includes(other.id)).map((other) => (other.id === line.id ? { ...other, ...write } : other));
  const before = lines.reduce((sum, other) => sum + other.lineTotalFils, 0);
  const totalFils = kept.reduce((sum, other) => sum + other.lineTotalFils, 0) + (insert?.lineTotalFils ?? 0);
  return {
    plan: {
      action: context.source === 'staff' ? change.action : context.source,
      itemId: line.id,
      line: write,
      insert,
      deleteIds,
      returned,
      sold,
      totalFils,
      totalQuantity: kept.reduce((sum, other) => sum + heldQuantity(other), 0) + (insert?.quantity ?? 0),
      amountChangeFils: totalFils - before,
      summary: words,
      reason: write.reason,
      note: change.note,
    },
  };
}
