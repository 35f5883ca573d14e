import { formatKwd, localizedName, LtrText, useLanguage } from '@dukkan/shared';
import { ResponsiveTable, type ResponsiveTableColumn } from '@dukkan/shared/kit';
import { MessageBar, MessageBarBody } from '@fluentui/react-components';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { type CategoryOption, useGetAllCategoriesQuery } from '../products-api';
import { ProductPrice } from '../ProductPrice';
import { ltrIsolate, productMessage } from '../product-messages';
import type { ImportColumn, ImportNewProduct, ImportPlan, ImportProductChange } from './product-import-api';
import { CATALOG_NS } from './product-import-i18n';
import { productImportEn } from './product-import.en';
import { useProductImportPageStyles } from './useProductImportPageStyles.styles';
import { countText } from './count-text';

/** The preview lists this many rows of each kind; the summary counts them all. */
export const PREVIEW_ROWS = 100;

// The import's own messages beside the product rules' (productMessage): each read in the reader's language.
const IMPORT_MESSAGE_KEYS: Record<string, string> = Object.fromEntries(
  Object.entries(productImportEn.messages).map(([key, text]) => [text, `productImport.messages.${key}`]),
);
// decisions/grocery-products.md: a SKU or barcode an earlier line of the file gives in the same shop.
const EARLIER_LINE = /^Line (\d+) already gives a product of this shop (SKU|barcode) (.+)$/;
export function translateMessage(t: TFunction, text: string): string {
  const earlier = EARLIER_LINE.exec(text);
  if (earlier) return t(earlier[2] === 'SKU' ? 'productImport.inFile.sku' : 'productImport.inFile.barcode', { line: earlier[1], value: ltrIsolate(earlier[3]) });
  return productMessage(t, text, IMPORT_MESSAGE_KEYS);
}

type Field = ImportColumn | 'row';

/** One problem of an invalid row: its line, the column, the value the file gives there and the message. */
interface RowProblem {
  line: number;
  field: string;
  value: string | undefined;
  message: string;
}

function useFieldValue() {
  const { t } = useTranslation(CATALOG_NS);
  const language = useLanguage();
  const categories = useGetAllCategoriesQuery();
  const categoryName = (id: number) => {
    const category = categories.data?.find((option: CategoryOption) => option.id === id);
    return category ? localizedName(category, language) : null;
  };
  return (field: Field, value: string | number | null) => {
    if (value === '' || value === null) return t('productImport.empty');
    if (field === 'price') return <LtrText>{formatKwd(value)}</LtrText>;
    if (field === 'status') return t(`productImport.statuses.${value}`);
    if (field === 'unit') return t(value === 'weight' ? 'products.form.byWeight' : 'products.form.byPiece');
    if (field === 'categoryId') {
      const name = categoryName(Number(value));
      return (
        <>
          {name ? `${name} ` : null}
          <LtrText>#{value}</LtrText>
        </>
      );
    }
    if (field === 'stock' || field === 'id' || field === 'weightStep' || field === 'estimatedWeight' || field === 'sku' || field === 'barcode') {
      return <LtrText>{value}</LtrText>;
    }
    return value;
  };
}

/** One kind of row: its heading, the first PREVIEW_ROWS rows (by line) and how many there are in all. */
function PreviewSection<T extends { line: number }>(props: {
  id: string;
  title: string;
  rows: T[];
  columns: ResponsiveTableColumn<T>[];
  children?: ReactNode;
  /** The file's rows of this kind, when `rows` are not those one to one (an invalid row's problems, of its first PREVIEW_ROWS rows). */
  total?: number;
  getRowKey?: (row: T) => string | number;
}) {
  const { t } = useTranslation(CATALOG_NS);
  const styles = useProductImportPageStyles();
  const { id, title, rows, columns, children, getRowKey = (row: T) => row.line } = props;
  const total = props.total ?? rows.length;
  const shown = props.total === undefined ? rows.slice(0, PREVIEW_ROWS) : rows;
  return (
    <section className={styles.card} aria-labelledby={id}>
      <h2 id={id} className={styles.heading}>
        {title}
      </h2>
      {children}
      <ResponsiveTable ariaLabel={title} columns={columns} rows={shown} getRowKey={getRowKey} numbered={false} />
      {total > PREVIEW_ROWS ? <p className={styles.quiet}>{t('productImport.shown', countText({ shown: PREVIEW_ROWS, total }))}</p> : null}
    </section>
  );
}

/** decisions/reports-and-bulk.md: what a file would do, before anything is written: counts, invalid rows, new products, changes. */
export function ImportPreview({ plan }: { plan: ImportPlan }) {
  const { t } = useTranslation(CATALOG_NS);
  const styles = useProductImportPageStyles();
  const show = useFieldValue();
  const fieldName = (field: string) => t(`productImport.fields.${field}`, { defaultValue: field });
  const lineColumn = <T extends { line: number }>(): ResponsiveTableColumn<T> => ({
    key: 'line',
    header: t('productImport.head.line'),
    cardTitle: true,
    render: (row) => <Trans t={t} i18nKey="productImport.line" values={{ line: row.line }} components={{ ltr: <LtrText /> }} />,
  });

  // Each problem on its own line: where it is (line, column), what the file says there, and why it is refused.
  const problems: RowProblem[] = plan.invalid
    .slice(0, PREVIEW_ROWS)
    .flatMap((row) => Object.entries(row.errors).map(([field, message]) => ({ line: row.line, field, value: row.values[field], message })));
  const invalidColumns: ResponsiveTableColumn<RowProblem>[] = [
    lineColumn(),
    {
      key: 'column',
      header: t('productImport.head.column'),
      render: (row) =>
        row.field === 'row' ? (
          fieldName(row.field)
        ) : (
          <span className={styles.wrap}>
            {fieldName(row.field)} <LtrText className={styles.column}>{row.field}</LtrText>
          </span>
        ),
    },
    {
      key: 'value',
      header: t('productImport.head.value'),
      render: (row) =>
        row.value === undefined ? null : row.value.trim() === '' ? (
          <span className={styles.quiet}>{t('productImport.empty')}</span>
        ) : (
          <bdi className={styles.value}>{row.value}</bdi>
        ),
    },
    { key: 'problem', header: t('productImport.head.problem'), render: (row) => <span className={styles.wrap}>{translateMessage(t, row.message)}</span> },
  ];
  const createColumns: ResponsiveTableColumn<ImportNewProduct>[] = [
    lineColumn(),
    { key: 'name', header: fieldName('name'), render: (row) => <span className={styles.wrap}>{row.name}</span> },
    { key: 'name_ar', header: fieldName('name_ar'), render: (row) => <span className={styles.wrap}>{show('name_ar', row.name_ar)}</span> },
    { key: 'categoryId', header: fieldName('categoryId'), render: (row) => <span className={styles.wrap}>{show('categoryId', row.categoryId)}</span> },
    { key: 'price', header: fieldName('price'), align: 'end', render: (row) => <ProductPrice price={row.price} unit={row.unit} /> },
    {
      key: 'unit',
      header: fieldName('unit'),
      // decisions/grocery-products.md: by weight, its step and an item's estimated weight beside it.
      render: (row) => (
        <span className={styles.wrap}>
          {show('unit', row.unit ?? 'piece')}
          {row.unit === 'weight' ? (
            <span className={styles.quietBlock}>
              {fieldName('weightStep')}: {show('weightStep', row.weightStep ?? null)}, {fieldName('estimatedWeight')}:{' '}
              {show('estimatedWeight', row.estimatedWeight ?? null)}
            </span>
          ) : null}
        </span>
      ),
    },
    { key: 'stock', header: fieldName('stock'), align: 'end', render: (row) => show('stock', row.stock) },
    { key: 'sku', header: fieldName('sku'), render: (row) => (row.sku ? show('sku', row.sku) : null) },
    { key: 'barcode', header: fieldName('barcode'), render: (row) => (row.barcode ? show('barcode', row.barcode) : null) },
    { key: 'status', header: fieldName('status'), render: (row) => show('status', row.status) },
  ];
  const changeColumns: ResponsiveTableColumn<ImportProductChange>[] = [
    lineColumn(),
    {
      key: 'product',
      header: t('productImport.head.product'),
      render: (row) => (
        <span className={styles.wrap}>
          <Trans t={t} i18nKey="productImport.productRef" values={{ id: row.id, name: row.name }} components={{ ltr: <LtrText /> }} />
        </span>
      ),
    },
    {
      key: 'changes',
      header: t('productImport.head.changes'),
      render: (row) => (
        <ul className={styles.list}>
          {row.changes.map((change) => (
            <li key={change.field} className={styles.wrap}>
              {fieldName(change.field)}: <span className={styles.from}>{show(change.field, change.from)}</span> {t('productImport.arrow')}{' '}
              <span className={styles.to}>{show(change.field, change.to)}</span>
            </li>
          ))}
        </ul>
      ),
    },
  ];

  const counts: [string, number][] = [
    ['create', plan.create.length],
    ['change', plan.change.length],
    ['unchanged', plan.unchanged],
    ['invalid', plan.invalid.length],
  ];
  return (
    <>
      <section className={styles.card} aria-label={t('productImport.summary.label')}>
        <dl className={styles.summary}>
          {counts.map(([key, count]) => (
            <div key={key} className={styles.summaryItem}>
              <dt className={styles.quiet}>{t(`productImport.summary.${key}`)}</dt>
              <dd className={styles.summaryCount}>
                <LtrText>{countText({ count }).count}</LtrText>
              </dd>
            </div>
          ))}
        </dl>
      </section>
      {plan.invalid.length > 0 ? (
        <PreviewSection
          id="import-invalid"
          title={t('productImport.invalid.title')}
          rows={problems}
          total={plan.invalid.length}
          getRowKey={(problem) => `${problem.line}-${problem.field}`}
          columns={invalidColumns}
        >
          <MessageBar intent="error">
            <MessageBarBody>{t('productImport.invalid.hint')}</MessageBarBody>
          </MessageBar>
        </PreviewSection>
      ) : null}
      {plan.change.length > 0 ? <PreviewSection id="import-change" title={t('productImport.change.title')} rows={plan.change} columns={changeColumns} /> : null}
      {plan.create.length > 0 ? <PreviewSection id="import-create" title={t('productImport.create.title')} rows={plan.create} columns={createColumns} /> : null}
    </>
  );
}
