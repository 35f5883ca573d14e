import type { OrderIfUnavailable, OrderStatus, PickAction, PickReason, PickState, ProductUnit, SubstitutePolicy } from '../../db/schema';
import type { FieldErrors } from '../../http/errors';
import { DEFAULT_ASK_MINUTES, MAX_PICK_NOTE_LENGTH, type PickChangeBody } from './picking-schemas';

// decisions/picking.md: what a change of a line asks, read before it is planned — which fields each action takes, a
// weight to the gram, a note trimmed — and whether the line, where picking stands with it, allows it. Pure: the
// messages are the API's words, tested without a database.

/** An order as picking reads it (its row locked by the service). */
export interface PickOrder {
  id: number;
  status: OrderStatus;
  paymentMethod: string;
  /** orders.lines_version. */
  version: number;
  shopId: number | null;
  policy: SubstitutePolicy;
  /** The customer's default, applied when a question times out. */
  ifUnavailable: OrderIfUnavailable;
}

/** A line as picking reads it: amounts in fils, the price and weights as the database writes them (exact text). */
export interface PickLine {
  id: number;
  productId: number | null;
  name: string;
  nameAr: string | null;
  unit: ProductUnit;
  /** KWD: one item, or one kg by weight. */
  unitPrice: string;
  quantity: number;
  /** kg: by weight, one item, about. */
  estimatedWeight: string | null;
  orderedTotalFils: number;
  lineTotalFils: number;
  state: PickState;
  pickedQuantity: number | null;
  /** kg: by weight, once picked. */
  actualWeight: string | null;
  replacesItemId: number | null;
  approved: boolean;
  reason: PickReason | null;
  askProductId: number | null;
  askDeadline: Date | null;
}

/** A product a change names (a substitute, or the one proposed to the customer), as it is now. */
export interface PickProduct {
  id: number;
  name: string;
  nameAr: string;
  image: string | null;
  categoryName: string;
  categoryNameAr: string;
  unit: ProductUnit;
  price: string;
  estimatedWeight: string | null;
  stock: number;
  status: string;
  shopId: number;
}

/** A change as the rules read it: each action with what it takes, defaults applied. */
export type PickChange =
  | { action: 'pick'; quantity: number | null; weight: string | null; note: string | null }
  | { action: 'remove'; reason: PickReason | null; note: string | null }
  | { action: 'substitute'; productId: number; quantity: number | null; weight: string | null; reason: PickReason | null; approved: boolean; note: string | null }
  | { action: 'ask'; productId: number | null; minutes: number; note: string | null }
  | { action: 'answer'; answer: 'substitute' | 'remove'; note: string | null }
  | { action: 'reset'; note: string | null };

/** The fields each action takes besides `version`, `action` and `note`: any other is refused by name. */
const FIELDS: Record<PickAction, readonly (keyof PickChangeBody)[]> = {
  pick: ['quantity', 'weight'],
  remove: ['reason'],
  substitute: ['productId', 'quantity', 'weight', 'reason', 'approved'],
  ask: ['productId', 'minutes'],
  answer: ['answer'],
  reset: [],
};
const OPTIONAL_FIELDS = ['quantity', 'weight', 'productId', 'reason', 'approved', 'minutes', 'answer'] as const;

/** The states each action starts from (reset: any but pending). */
export const ALLOWED_FROM: Record<PickAction, readonly PickState[]> = {
  pick: ['pending', 'picked', 'short'],
  remove: ['pending', 'picked', 'short', 'asking'],
  substitute: ['pending', 'asking'],
  ask: ['pending'],
  answer: ['asking'],
  reset: ['picked', 'short', 'substituted', 'removed', 'asking'],
};

const STATE_WORDS: Record<PickState, string> = {
  pending: 'not picked yet',
  picked: 'picked',
  short: 'picked short',
  substituted: 'substituted',
  removed: 'removed',
  asking: 'waiting for the customer',
};

/** An action as its refusal says it: "cannot be substituted now". */
const PAST: Record<PickAction, string> = {
  pick: 'picked',
  remove: 'removed',
  substitute: 'substituted',
  ask: 'asked about',
  answer: 'answered',
  reset: 'reset',
};

/** kg to the gram, as the database writes it: a JSON number with at most 3 decimals ("1.13" → "1.130"). */
const KG = /^(\d{1,3})(?:\.(\d{1,3}))?$/;

/** A weight sent as a JSON number, as exact kg text ("1.130"); null when it has more than 3 decimals. */
export function readWeight(weight: number): string | null {
  const match = KG.exec(String(weight));
  if (!match) return null;
  return `${match[1]}.${(match[2] ?? '').padEnd(3, '0')}`;
}

/** A note, trimmed: null when empty, an error past the limit. */
function readNote(text: string | undefined, errors: FieldErrors): string | null {
  const note = (text ?? '').trim();
  const length = [...note].length;
  if (length > MAX_PICK_NOTE_LENGTH) errors.note = `A note is at most ${MAX_PICK_NOTE_LENGTH} characters (this one is ${length})`;
  return note || null;
}

/** What a change's body says, on its own: the fields its action takes, a weight to the gram, the note trimmed. */
export function pickChangeRules(body: PickChangeBody): { errors: FieldErrors; values: PickChange } {
  const errors: FieldErrors = {};
  const { action } = body;
  const note = readNote(body.note, errors);
  for (const field of OPTIONAL_FIELDS) {
    if (body[field] !== undefined && !FIELDS[action].includes(field)) errors[field] = `Not used to ${action} a line`;
  }
  let weight: string | null = null;
  if (body.weight !== undefined && !errors.weight) {
    weight = readWeight(body.weight);
    if (weight === null) errors.weight = 'A weight in kg has at most 3 decimals';
  }
  const reason = body.reason ?? null;
  if (reason === 'other' && !note && !errors.note) errors.note = "Say why in the note (the reason is 'other')";

  const values = ((): PickChange => {
    switch (action) {
      case 'pick':
        return { action, quantity: body.quantity ?? null, weight, note };
      case 'remove':
        return { action, reason, note };
      case 'substitute':
        if (body.productId === undefined) errors.productId = 'Choose the product to substitute';
        return { action, productId: body.productId ?? 0, quantity: body.quantity ?? null, weight, reason, approved: body.approved ?? false, note };
      case 'ask':
        return { action, productId: body.productId ?? null, minutes: body.minutes ?? DEFAULT_ASK_MINUTES, note };
      case 'answer':
        if (body.answer === undefined) errors.answer = "Say what the customer answered: 'substitute' or 'remove'";
        return { action, answer: body.answer ?? 'remove', note };
      case 'reset':
        return { action, note };
    }
  })();
  return { errors, values };
}

/** Whether `product` may stand in for `line` (a substitute, or the one proposed): another active product of the order's shop. */
export function substituteRules(order: PickOrder, line: PickLine, product: PickProduct | null): string | null {
  if (!product || product.shopId !== order.shopId || product.status !== 'active' || product.id === line.productId) {
    return 'Choose another active product of this shop';
  }
  return null;
}

/**
 * Whether the line allows the change where picking stands with it: the action from its state, a substitute line
 * changed only through the line it replaces, a quantity of at most what was ordered, a weight exactly for by-weight
 * lines, a named product another active one of the shop. `product`: the product the change names (null: none, or
 * not found).
 */
export function lineChangeRules(order: PickOrder, line: PickLine, change: PickChange, product: PickProduct | null): FieldErrors {
  const errors: FieldErrors = {};
  if (line.replacesItemId !== null && change.action !== 'reset') {
    errors.action = 'A substitute line changes through the line it replaces: reset that line to undo it';
    return errors;
  }
  if (!ALLOWED_FROM[change.action].includes(line.state)) {
    errors.action = change.action === 'reset' ? `${line.name} is as ordered already` : `${line.name} is ${STATE_WORDS[line.state]}: it cannot be ${PAST[change.action]} now`;
    return errors;
  }
  if (change.action === 'pick') {
    if (change.quantity !== null && change.quantity > line.quantity) errors.quantity = `At most ${line.quantity} ${line.quantity === 1 ? 'was' : 'were'} ordered`;
    if (line.unit === 'weight' && change.weight === null) errors.weight = `Enter what the picked ${line.name} weighs`;
    if (line.unit === 'piece' && change.weight !== null) errors.weight = `${line.name} is sold by the piece, not weighed`;
  }
  if (change.action === 'substitute' || (change.action === 'ask' && change.productId !== null)) {
    const refused = substituteRules(order, line, product);
    if (refused) errors.productId = refused;
    else if (change.action === 'substitute' && product?.unit === 'piece' && change.weight !== null) errors.weight = `${product.name} is sold by the piece, not weighed`;
  }
  if (change.action === 'answer' && change.answer === 'substitute') {
    if (line.askProductId === null) errors.answer = 'No substitute was proposed for this line: remove it or reset it';
    else if (substituteRules(order, line, product)) errors.answer = 'The product proposed is no longer available: remove the line or reset it';
  }
  return errors;
}
