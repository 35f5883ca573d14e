import type { FieldErrors } from '../../http/errors';
import { lengthWithin } from '../../http/text-length';
import { filsToKwd } from '../../money/fils';
import { MESSAGE_VARIABLES, type MessageKind, TEMPLATE_TEXT_MAX } from './messages-schemas';

// decisions/customer-messages.md: a template's texts, checked as the contract words it, and rendered. Pure: the
// routes check and preview with it, the outbox renders each message with it when its step happens.

export const TEXT_RULE = `Write the message, in 1 to ${TEMPLATE_TEXT_MAX} characters`;
export const BRACES_RULE = 'Close every {{ with }}';
export const unknownVariableRule = (name: string, kind: MessageKind) =>
  `Unknown variable {{${name}}}: use one of ${MESSAGE_VARIABLES[kind].map((variable) => `{{${variable}}}`).join(', ')}`;

export type Language = 'en' | 'ar';
/** A message's values, each already in the customer's language. */
export type MessageValues = Partial<Record<string, string>>;

/** A `{{name}}` (spaces inside allowed), and what is left once they are out: a lone `{{` or `}}` is unbalanced. */
const PLACEHOLDER = /\{\{\s*([^{}]*?)\s*\}\}/g;

/** One text's error (or none): its length once trimmed, its braces closed, only the kind's variables. */
function textError(text: string, kind: MessageKind): string | null {
  if (!lengthWithin(text, 1, TEMPLATE_TEXT_MAX)) return TEXT_RULE;
  if (/\{\{|\}\}/.test(text.replace(PLACEHOLDER, ''))) return BRACES_RULE;
  const allowed: readonly string[] = MESSAGE_VARIABLES[kind];
  for (const [, name] of text.matchAll(PLACEHOLDER)) {
    if (!allowed.includes(name)) return unknownVariableRule(name, kind);
  }
  return null;
}

/** A template's texts (PUT and preview): trimmed, each checked; errors by field (bodyEn, bodyAr). */
export function templateRules(kind: MessageKind, body: { bodyEn: string; bodyAr: string }): { errors: FieldErrors; values: { bodyEn: string; bodyAr: string } } {
  const values = { bodyEn: body.bodyEn.trim(), bodyAr: body.bodyAr.trim() };
  const errors: FieldErrors = {};
  const en = textError(values.bodyEn, kind);
  const ar = textError(values.bodyAr, kind);
  if (en) errors.bodyEn = en;
  if (ar) errors.bodyAr = ar;
  return { errors, values };
}

/** The text with each `{{name}}` replaced by its value, as is (plain text: nothing is escaped or formatted). */
export const renderTemplate = (text: string, values: MessageValues): string => text.replace(PLACEHOLDER, (_match, name: string) => values[name] ?? '');

/** An amount as the messages say it: `KWD 12.750`, and in Arabic the figure then the dinar's sign, `12.750 د.ك`. */
export const kwdWords = (fils: number): Record<Language, string> => ({ en: `KWD ${filsToKwd(fils)}`, ar: `${filsToKwd(fils)} د.ك` });

/** The preview's example order: the same values in every preview, in each language. */
export const PREVIEW_VALUES: Record<Language, MessageValues> = {
  en: {
    customerName: 'Fatima Al-Sabah',
    orderId: '1024',
    shopName: 'Sultan Center Salmiya',
    total: kwdWords(12_750).en,
    itemName: 'Almarai Milk 1L',
    change: 'replaced by Nadec Milk 1L',
    question: 'Out of stock: replace with Nadec Milk 1L?',
    driverName: 'Yousef',
    amount: kwdWords(2_500).en,
  },
  ar: {
    customerName: 'فاطمة الصباح',
    orderId: '1024',
    shopName: 'مركز سلطان السالمية',
    total: kwdWords(12_750).ar,
    itemName: 'حليب المراعي 1 لتر',
    change: 'استُبدل بحليب نادك 1 لتر',
    question: 'غير متوفر: هل نستبدله بحليب نادك 1 لتر؟',
    driverName: 'يوسف',
    amount: kwdWords(2_500).ar,
  },
};

/** What a picker's question asks the customer, in their language: the proposed product, or whether to remove it. */
export function questionWords(proposed: { name: string; nameAr: string } | null): Record<Language, string> {
  if (!proposed) return { en: 'Out of stock: remove it from your order?', ar: 'غير متوفر: هل نزيله من طلبك؟' };
  return { en: `Out of stock: replace with ${proposed.name}?`, ar: `غير متوفر: هل نستبدله بـ${proposed.nameAr || proposed.name}؟` };
}
