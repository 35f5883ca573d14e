import type { CsvColumn, CsvValue } from '../../http/csv-export';
import { kuwaitDateTime } from '../../kuwait/kuwait-days';
import type { NameLanguage } from '../../kuwait/name-order';
import { filsToKwd } from '../../money/fils';
import type { StatementAmounts, StatementSums } from './statement-sums';

// decisions/shop-statements.md: a shop's weekly statement as CSV (http/csv-export.ts writes it: UTF-8 with a BOM, dates
// as Kuwait's wall clock): one row per order, then the totals; the header row in the panel's language.

/** A row of the file: an order's line, or the totals (`order` is then the word for them). */
type StatementCsvRow = StatementAmounts & { order: number | string; deliveredAt: string | null; paymentMethod: string };

/**
 * An amount with its 3 decimals as text (0.500), as the other exports write money. A negative one (a week whose refunds
 * exceed its sales) goes as a number: as text, its minus would start a formula, which the writer neutralises with an
 * apostrophe that spreadsheets then show.
 */
const amount = (fils: number): CsvValue => (fils < 0 ? Number(filsToKwd(fils)) : filsToKwd(fils));

const HEADERS: Record<NameLanguage, { columns: readonly string[]; total: string }> = {
  en: {
    columns: [
      'Order ID',
      'Delivered (Kuwait)',
      'Payment',
      'Sales (KWD)',
      'Delivery fees (KWD)',
      'Promotions funded by the shop (KWD)',
      'Promotions funded by the platform (KWD)',
      'Commission (KWD)',
      'Refunds borne by the shop (KWD)',
      'Refunds borne by the platform (KWD)',
      'Net payout (KWD)',
    ],
    total: 'Total',
  },
  ar: {
    columns: [
      'رقم الطلب',
      'التسليم (بتوقيت الكويت)',
      'الدفع',
      'المبيعات (د.ك)',
      'رسوم التوصيل (د.ك)',
      'عروض يمولها المتجر (د.ك)',
      'عروض تمولها المنصة (د.ك)',
      'العمولة (د.ك)',
      'مبالغ مستردة يتحملها المتجر (د.ك)',
      'مبالغ مستردة تتحملها المنصة (د.ك)',
      'صافي المستحق (د.ك)',
    ],
    total: 'المجموع',
  },
};

const CELLS: readonly ((row: StatementCsvRow) => CsvValue)[] = [
  (row) => row.order,
  (row) => (row.deliveredAt ? kuwaitDateTime(new Date(row.deliveredAt)) : ''),
  (row) => row.paymentMethod,
  (row) => amount(row.sales),
  (row) => amount(row.deliveryFees),
  (row) => amount(row.promotionsShop),
  (row) => amount(row.promotionsPlatform),
  (row) => amount(row.commission),
  (row) => amount(row.refundsShop),
  (row) => amount(row.refundsPlatform),
  (row) => amount(row.netPayout),
];

/** The file's columns and rows in `language`: the lines by order id, then the totals. */
export function statementCsv(sums: StatementSums, language: NameLanguage): { columns: CsvColumn<StatementCsvRow>[]; rows: StatementCsvRow[] } {
  const { columns, total } = HEADERS[language];
  return {
    columns: columns.map((header, index) => ({ header, cell: CELLS[index] })),
    rows: [...sums.lines.map((line) => ({ ...line, order: line.orderId })), { ...sums.totals, order: total, deliveredAt: null, paymentMethod: '' }],
  };
}
