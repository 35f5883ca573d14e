import type { TFunction } from 'i18next';
import { productsEn } from './products.en';

// The API words its refusals in English, the rules' texts word for word (products.rules): each is
// shown through its catalogue key, so Arabic reads Arabic.
const RULE_KEYS: Record<string, string> = Object.fromEntries(Object.entries(productsEn.rules).map(([key, text]) => [text, `products.rules.${key}`]));
// decisions/grocery-products.md: the 409 for a code another product of the shop has names the code.
const TAKEN = /^Another product of this shop already has (SKU|barcode) (.+)$/;
/** A code kept left to right inside Arabic text (Unicode's left-to-right isolate), for a message that is plain text. */
export const ltrIsolate = (text: string) => `\u2066${text}\u2069`;

/**
 * A product message of the API in the reader's language: a rule's through its key, a taken SKU or
 * barcode with the code it names, `more` (a screen's own messages, English → key); any other as sent.
 */
export function productMessage(t: TFunction, text: string, more: Record<string, string> = {}): string {
  const key = RULE_KEYS[text] ?? more[text];
  if (key) return t(key);
  const taken = TAKEN.exec(text);
  if (taken) return t(taken[1] === 'SKU' ? 'products.taken.sku' : 'products.taken.barcode', { value: ltrIsolate(taken[2]) });
  return text;
}
