import { failureMessage, formatKwd, localizedName, LtrText, useLanguage, type Product } from '@dukkan/shared';
import { FormField, SearchPicker } from '@dukkan/shared/kit';
import { Button, Input, Text } from '@fluentui/react-components';
import { ScanTypeRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLazyGetPickProductByBarcodeQuery, useSearchPickSubstitutesQuery } from './picking-api';
import { ORDERS_NS } from './picking-i18n';
import { normaliseBarcode } from './picking-rules';
import { usePickingPageStyles } from './usePickingPageStyles.styles';

export interface PickProductFieldProps {
  /** The picker's label ('Substitute product', 'Proposed substitute (optional)'). */
  label: string;
  /** The order's shop: only its products are offered. */
  shopId: number;
  /** The product the line had: never offered as its own substitute. */
  excludeId: number | null;
  /** The chosen product; null for none. */
  value: Product | null;
  onChange: (product: Product | null) => void;
  /** @default false */
  required?: boolean;
  error?: string;
  /** @default false */
  disabled?: boolean;
}

/** Its price ('KWD 0.450') and what for ('each', '/ kg'), and how many are in stock. */
function useProductFacts() {
  const { t } = useTranslation(ORDERS_NS);
  return (product: Product) => {
    const price = formatKwd(product.price);
    return {
      price,
      per: product.unit === 'weight' ? t('picking.line.perKg') : t('picking.line.each'),
      stock: product.stock > 0 ? t('picking.product.stock', { count: product.stock }) : t('picking.product.outOfStock'),
    };
  };
}

/**
 * decisions/picking.md: a substitute from the order's shop, found by what is typed (a name in English or Arabic, a SKU
 * or a barcode; the kit's server-searched picker) or by scanning its barcode (a keyboard-wedge scanner types it here).
 */
export function PickProductField({ label, shopId, excludeId, value, onChange, required = false, error, disabled = false }: PickProductFieldProps) {
  const { t } = useTranslation(ORDERS_NS);
  const language = useLanguage();
  const styles = usePickingPageStyles();
  const facts = useProductFacts();
  // null until the picker first opens: the dialog costs no search until it is used.
  const [search, setSearch] = useState<string | null>(null);
  const found = useSearchPickSubstitutesQuery({ shopId, q: search ?? '' }, { skip: search === null });
  const products = (found.data?.items ?? []).filter((product) => product.id !== excludeId);
  const [code, setCode] = useState('');
  const [scanMessage, setScanMessage] = useState<string | null>(null);
  const [findByBarcode, lookup] = useLazyGetPickProductByBarcodeQuery();

  const toOption = (product: Product) => {
    const { price, per, stock } = facts(product);
    return { value: String(product.id), text: localizedName(product, language), secondary: `${price} ${per} · ${stock}` };
  };
  const find = async () => {
    const barcode = normaliseBarcode(code);
    if (!barcode || lookup.isFetching) return;
    setScanMessage(null);
    try {
      const product = await findByBarcode({ shopId, code: barcode }, true).unwrap();
      if (product.id === excludeId) {
        setScanMessage(t('picking.product.same'));
        return;
      }
      onChange(product);
      setCode('');
    } catch (failure) {
      // None of the shop's, or not a barcode at all (the API says why: its length, its check digit).
      setScanMessage(
        (failure as { status?: unknown }).status === 404
          ? t('picking.product.notFound', { code: barcode })
          : (failureMessage(failure, { failed: t('picking.product.failed') }) ?? t('picking.product.failed')),
      );
    }
  };

  return (
    <>
      <SearchPicker
        label={label}
        required={required}
        error={error}
        placeholder={t('picking.product.placeholder')}
        value={value ? [String(value.id)] : []}
        onChange={(ids) => onChange(products.find((product) => String(product.id) === ids[0]) ?? (value && String(value.id) === ids[0] ? value : null))}
        options={products.map(toOption)}
        total={found.data ? products.length : undefined}
        known={value ? [toOption(value)] : []}
        onSearch={setSearch}
        loading={found.isFetching}
        failed={found.isError}
        failedText={t('picking.product.searchFailed')}
        disabled={disabled}
      />
      <div className={styles.productFind}>
        <FormField label={t('picking.product.scan')} error={scanMessage}>
          <Input
            value={code}
            onChange={(_event, data) => setCode(data.value)}
            onKeyDown={(event) => {
              // A wedge scanner ends with Enter: find the product, never submit the dialog.
              if (event.key === 'Enter') {
                event.preventDefault();
                void find();
              }
            }}
            inputMode="numeric"
            autoComplete="off"
            input={{ dir: 'ltr' }}
            disabled={disabled}
          />
        </FormField>
        <Button icon={<ScanTypeRegular />} disabled={disabled || lookup.isFetching || !normaliseBarcode(code)} onClick={() => void find()}>
          {t('picking.product.find')}
        </Button>
      </div>
      {value ? (
        <Text size={200} aria-live="polite">
          {t('picking.product.chosen', { name: localizedName(value, language) })} · <LtrText>{facts(value).price}</LtrText> {facts(value).per} · {facts(value).stock}
        </Text>
      ) : null}
    </>
  );
}
