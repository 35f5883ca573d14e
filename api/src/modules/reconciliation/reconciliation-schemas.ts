import { PAYMENT_METHODS, SETTLEMENT_LINE_STATUSES, SETTLEMENT_METHODS, SETTLEMENT_PROBLEMS } from '../../db/schema';
import { moneySchema, personSchema } from '../../http/schemas';
import type { Input } from '../../http/type-provider';

// JSON schemas of reconciliation (decisions/reconciliation.md): per Kuwait day and payment method, what the ledger
// expects against what was received — the gateways' settlement files (KNET, card) imported and matched line by line to
// the orders and refunds they settle, and the cash the drivers' shift closes counted. Owners only (money.manage): the
// platform's money, not a shop's.

export { SETTLEMENT_LINE_STATUSES, SETTLEMENT_METHODS, SETTLEMENT_PROBLEMS } from '../../db/schema';

/** The most days GET reconciliation/days covers; 14 when asked for none. */
export const MAX_RECONCILIATION_DAYS = 62;
export const DEFAULT_RECONCILIATION_DAYS = 14;
/** A settlement file: at most 2 MB and 20,000 lines; a line's amount at most KWD 1,000,000 either way. */
export const MAX_SETTLEMENT_BYTES = 2 * 1024 * 1024;
export const MAX_SETTLEMENT_LINES = 20_000;
export const MAX_SETTLEMENT_AMOUNT_FILS = 1_000_000_000;
/** A line's reference and a resolution, in characters. */
export const RECONCILIATION_LIMITS = { reference: 100, resolution: 500, fileName: 200 } as const;
/** Lines per page of GET reconciliation/lines; imports GET reconciliation/imports lists. */
export const SETTLEMENT_LINES_PAGE = 50;
export const LISTED_IMPORTS = 100;

/** How a day's received compares with its expected. */
export const RECONCILIATION_DAY_STATUSES = ['balanced', 'short', 'over', 'nothing'] as const;

/** A Kuwait calendar date, 'YYYY-MM-DD'. */
const dateSchema = { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$' } as const;

/** One payment method on one Kuwait day (GET reconciliation/days). */
export const reconciliationDaySchema = {
  type: 'object',
  properties: {
    date: { ...dateSchema, description: 'The Kuwait day' },
    method: { type: 'string', enum: [...PAYMENT_METHODS] },
    expected: {
      ...moneySchema,
      description:
        "KWD. KNET and CARD: what the gateway took at placement that day less its refunds done that day; CASH: the cash the drivers collected at the day's deliveries",
    },
    received: {
      ...moneySchema,
      description: "KWD. KNET and CARD: the settlement lines of the method dated that day; CASH: the cash counted at the day's shift closes",
    },
    difference: { ...moneySchema, description: 'received − expected: below 0 short, above 0 over' },
    unmatched: { type: 'integer', description: 'Settlement lines of the day and method waiting for a person (0 for CASH)' },
    status: { type: 'string', enum: [...RECONCILIATION_DAY_STATUSES], description: 'nothing: nothing expected, received or unmatched' },
  },
  required: ['date', 'method', 'expected', 'received', 'difference', 'unmatched', 'status'],
} as const;

/** GET reconciliation/days: newest day first, the three methods of each day with anything in it. */
export const reconciliationDaysSchema = { type: 'array', items: reconciliationDaySchema } as const;

export const reconciliationDaysQuerySchema = {
  type: 'object',
  properties: {
    from: { type: 'string', maxLength: 20, description: `The first Kuwait day, YYYY-MM-DD; by default ${DEFAULT_RECONCILIATION_DAYS - 1} days before to` },
    to: { type: 'string', maxLength: 20, description: `The last Kuwait day (included), YYYY-MM-DD; by default today. At most ${MAX_RECONCILIATION_DAYS} days` },
  },
  additionalProperties: false,
} as const;

const importedBy = { anyOf: [personSchema, { type: 'null' }], description: 'null once the account is gone' } as const;

/** One settlement file as imported, with what its lines are now. */
export const settlementImportSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    method: { type: 'string', enum: [...SETTLEMENT_METHODS] },
    fileName: { type: 'string' },
    lines: { type: 'integer' },
    matched: { type: 'integer' },
    unmatched: { type: 'integer', description: 'Waiting for a person (resolved lines are neither matched nor unmatched)' },
    total: { ...moneySchema, description: 'KWD: what the lines sum to (refunds negative)' },
    importedBy,
    importedAt: { type: 'string', format: 'date-time' },
  },
  required: ['id', 'method', 'fileName', 'lines', 'matched', 'unmatched', 'total', 'importedBy', 'importedAt'],
} as const;

export const settlementImportsSchema = { type: 'array', items: settlementImportSchema } as const;

/** The multipart form of POST reconciliation/imports, described (read by readForm, judged by the rules). */
export const settlementImportFormDescription =
  `multipart/form-data: method (KNET or CARD) and file, one CSV file of at most ${MAX_SETTLEMENT_BYTES / 1024 / 1024} MB and ` +
  `${MAX_SETTLEMENT_LINES.toLocaleString('en')} lines, UTF-8 text (judged by its bytes; a BOM is fine) with a header row naming ` +
  'the columns date, reference and amount in any order (other columns are ignored). date: YYYY-MM-DD or DD/MM/YYYY; amount: KWD ' +
  'with at most 3 decimals, negative for a refund; reference: the order number (1234, #1234 or DK-1234) of a payment, the ' +
  "gateway's reference of a refund. Any bad line refuses the whole file: 400 with the first 5 problems under `errors.file`, " +
  'one a line ("Line 4: …"). The same file again (its SHA-256) is 409 IMPORT_DUPLICATE. Other fields are ignored.';

export const settlementImportBody = {
  content: { 'multipart/form-data': { schema: { description: settlementImportFormDescription } } },
} as const;

/** One line of a settlement file, and what became of it. */
export const settlementLineSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    importId: { type: 'integer' },
    method: { type: 'string', enum: [...SETTLEMENT_METHODS] },
    date: { ...dateSchema, description: 'The day the gateway settled it' },
    reference: { type: 'string' },
    amount: { ...moneySchema, description: 'KWD: > 0 a payment, < 0 a refund' },
    status: { type: 'string', enum: [...SETTLEMENT_LINE_STATUSES] },
    problem: { type: ['string', 'null'], enum: [...SETTLEMENT_PROBLEMS, null], description: 'Why it matched nothing (kept once resolved)' },
    orderId: { type: ['integer', 'null'], description: 'The order it paid; on an unmatched line, the order its reference names' },
    refundId: { type: ['integer', 'null'], description: 'The refund it gave back; on an unmatched line, the refund its reference names' },
    resolution: { type: ['string', 'null'] },
    resolvedBy: importedBy,
    resolvedAt: { type: ['string', 'null'], format: 'date-time' },
  },
  required: ['id', 'importId', 'method', 'date', 'reference', 'amount', 'status', 'problem', 'orderId', 'refundId', 'resolution', 'resolvedBy', 'resolvedAt'],
} as const;

/** GET reconciliation/lines: a page of lines by date then id, and how many match the filter. */
export const settlementLinesPageSchema = {
  type: 'object',
  properties: {
    items: { type: 'array', items: settlementLineSchema },
    nextCursor: { type: ['string', 'null'], description: 'The cursor of the next page (null: none)' },
    total: { type: 'integer' },
  },
  required: ['items', 'nextCursor', 'total'],
} as const;

export const settlementLinesQuerySchema = {
  type: 'object',
  properties: {
    status: { type: 'string', enum: [...SETTLEMENT_LINE_STATUSES] },
    date: { type: 'string', maxLength: 20, description: 'One settlement day, YYYY-MM-DD' },
    method: { type: 'string', enum: [...SETTLEMENT_METHODS] },
    cursor: { type: 'string', maxLength: 200, description: 'nextCursor of the previous page' },
  },
  additionalProperties: false,
} as const;
export type SettlementLinesQuery = Input<typeof settlementLinesQuerySchema>;

/** POST reconciliation/lines/{id}/resolve: how an unmatched line was resolved. */
export const resolveLineBodySchema = {
  type: 'object',
  properties: { resolution: { type: 'string', maxLength: RECONCILIATION_LIMITS.resolution * 2 } },
  required: ['resolution'],
  additionalProperties: false,
} as const;
export type ResolveLineBody = Input<typeof resolveLineBodySchema>;
