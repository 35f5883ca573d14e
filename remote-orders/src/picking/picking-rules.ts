import { typedLength } from '@dukkan/shared/kit';
import { everyMember, toLatinDigits, type Picking, type PickLine, type PickReason, type PickState, type Product } from '@dukkan/shared';
import { toFils } from '../common/order-view';

// decisions/picking.md, the picker's side: what a scan finds, what the forms accept, and what a change would cost, as
// pure functions (values → catalogue keys under `picking.rules.`). The API decides every amount; the screen's figures
// are what the picker reads before sending.

/** Why a line is removed or replaced, in the order the forms offer them (worded under `picking.reasons.`). */
export const PICK_REASONS = everyMember<PickReason>()(['out_of_stock', 'damaged', 'expired', 'customer_request', 'other']);

/** The API's limits (picking-schemas.ts): a note's length once trimmed, and the minutes a customer may be given. */
export const PICK_NOTE_MAX_LENGTH = 300;
export const MAX_ASK_MINUTES = 60;
export const DEFAULT_ASK_MINUTES = 10;
/** The most items one line may be picked or substituted with (the API's quantity maximum). */
const MAX_QUANTITY = 9999;
/** The heaviest weight the API takes, in grams (999 kg). */
const MAX_GRAMS = 999_000;

/** A line still to be worked: not yet picked, or waiting for the customer's answer. */
const OPEN_STATES: readonly PickState[] = ['pending', 'asking'];
export const isOpen = (line: Pick<PickLine, 'state'>) => OPEN_STATES.includes(line.state);

/**
 * '3 of 7 lines done': the lines as ordered (a substitute line stands in for the line it replaces), less those the
 * server still counts open (`remaining`: pending or asking, substitute lines included).
 */
export function pickProgress(picking: Pick<Picking, 'lines' | 'remaining'>): { done: number; total: number } {
  const total = picking.lines.filter((line) => line.replacesItemId === null).length;
  return { done: Math.max(0, Math.min(total, total - picking.remaining)), total };
}

/** The lines as shown: each line as ordered with its substitute lines after it (one whose line is not there stands alone). */
export function lineGroups(lines: readonly PickLine[]): PickLine[][] {
  const present = new Set(lines.map((line) => line.id));
  const groups = new Map<number, PickLine[]>();
  for (const line of lines) {
    const head = line.replacesItemId !== null && present.has(line.replacesItemId) ? line.replacesItemId : line.id;
    groups.set(head, [...(groups.get(head) ?? []), line]);
  }
  // The line replaced first, whatever order the answer lists them in.
  return [...groups].map(([head, group]) => [...group].sort((a, b) => Number(b.id === head) - Number(a.id === head)));
}

/** A barcode as scanned or typed: Arabic-Indic digits read as Latin, spaces dropped (the API reads it the same way). */
export const normaliseBarcode = (typed: string) => toLatinDigits(typed).replace(/\s+/g, '');

/** What a scanned code ticks: the first open line with that barcode; a line already worked; or no line of the order. */
export type ScanTarget = { kind: 'open'; line: PickLine } | { kind: 'done'; line: PickLine } | { kind: 'unknown'; code: string };

export function scanTarget(lines: readonly PickLine[], typed: string): ScanTarget {
  const code = normaliseBarcode(typed);
  const matching = lines.filter((line) => line.barcode !== null && normaliseBarcode(line.barcode) === code);
  const open = matching.find((line) => line.state === 'pending');
  if (open) return { kind: 'open', line: open };
  if (matching.length > 0) return { kind: 'done', line: matching[0] };
  return { kind: 'unknown', code };
}

// KWD as the API sends it (3 decimals) in whole fils: the orders screens' one reading.
export { toFils };
/** kg as the API sends it (3 decimals) in whole grams. */
export const toGrams = (kg: number) => Math.round(kg * 1000);

/** kg × price per kg, in fils, rounded half-up to the fil (decisions/picking.md: the one rule, the API's money/fils.ts). */
export function weighedFils(grams: number, pricePerKgFils: number): number {
  return Math.floor((grams * pricePerKgFils + 500) / 1000);
}

/** What a by-weight line was ordered as: its items × their estimated weight, in grams (null by the piece). */
export function estimatedGrams(line: Pick<PickLine, 'unit' | 'quantity' | 'estimatedWeight'>): number | null {
  return line.unit === 'weight' && line.estimatedWeight !== null ? line.quantity * toGrams(line.estimatedWeight) : null;
}

const KG_PATTERN = /^\d{1,3}(\.\d{1,3})?$/;

/** A weight in kg as typed (Arabic digits and '٫' read as Latin), in whole grams; null when it is not one. */
export function typedGrams(typed: string): number | null {
  const text = toLatinDigits(typed).trim();
  if (!KG_PATTERN.test(text)) return null;
  const [whole, fraction = ''] = text.split('.');
  return Number(whole) * 1000 + Number(fraction.padEnd(3, '0'));
}

/** The weight field's rule: the key of what is wrong with it, or null. */
export function weightRule(typed: string): string | null {
  const text = toLatinDigits(typed).trim();
  if (!text) return 'weightRequired';
  if (/^\d+\.\d{4,}$/.test(text)) return 'weightDecimals';
  const grams = typedGrams(text);
  if (grams === null) return /^\d{4,}(\.\d*)?$/.test(text) ? 'weightTooHeavy' : 'weightInvalid';
  if (grams === 0) return 'weightZero';
  return grams > MAX_GRAMS ? 'weightTooHeavy' : null;
}

/** A count as typed: a whole number from 1 to `max`, else null. */
export function typedCount(typed: string, max = MAX_QUANTITY): number | null {
  const text = toLatinDigits(typed).trim();
  if (!/^\d{1,4}$/.test(text)) return null;
  const count = Number(text);
  return count >= 1 && count <= max ? count : null;
}

/** The substitute's quantity field: the key of what is wrong with it, or null. */
export const quantityRule = (typed: string): string | null => (typedCount(typed) === null ? 'quantityInvalid' : null);

/** The ask's minutes: a whole number from 1 to MAX_ASK_MINUTES. */
export const minutesRule = (typed: string): string | null => (typedCount(typed, MAX_ASK_MINUTES) === null ? 'minutesInvalid' : null);

/** A note: optional, at most PICK_NOTE_MAX_LENGTH characters once trimmed (the API trims too). */
export const noteRule = (note: string): string | null => (typedLength(note) > PICK_NOTE_MAX_LENGTH ? 'noteTooLong' : null);

/** The note as sent: trimmed, left out when blank. */
export const noteBody = (note: string): { note?: string } => (note.trim() ? { note: note.trim() } : {});

/**
 * What a substitute would cost, in fils, as the API prices it: its price × quantity by the piece; by weight, its price
 * per kg × the weight entered (else × quantity × its estimated weight), half-up. Null until it can be said.
 */
export function substituteFils(product: Pick<Product, 'price' | 'unit' | 'estimatedWeight'>, quantity: number | null, grams: number | null): number | null {
  const priceFils = toFils(Number(product.price));
  if (product.unit === 'weight') {
    const weight = grams ?? (quantity !== null && product.estimatedWeight !== null ? quantity * toGrams(product.estimatedWeight) : null);
    return weight === null ? null : weighedFils(weight, priceFils);
  }
  return quantity === null ? null : priceFils * quantity;
}

/** Seconds until an asked customer's deadline (0 once it passed). */
export function secondsLeft(deadline: string, now: number): number {
  const at = Date.parse(deadline);
  return Number.isNaN(at) ? 0 : Math.max(0, Math.ceil((at - now) / 1000));
}

/** '9:05': minutes and seconds, Latin digits in both languages. */
export function clockText(seconds: number): string {
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/** A weight in kg with its 3 decimals ('1.130'), as the API takes and the scale shows it. */
export const kgText = (grams: number) => (grams / 1000).toFixed(3);
