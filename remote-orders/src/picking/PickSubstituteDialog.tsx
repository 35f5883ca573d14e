import { formatKwd, LtrText, toLatinDigits, type PickReason, type Product } from '@dukkan/shared';
import { Controller, FormDialog, FormInput, FormSelect, FormTextarea } from '@dukkan/shared/kit';
import { Checkbox, MessageBar, MessageBarBody, Text } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { ORDERS_NS } from './picking-i18n';
import { noteBody, noteRule, PICK_NOTE_MAX_LENGTH, quantityRule, substituteFils, typedCount, typedGrams, weightRule } from './picking-rules';
import { PickProductField } from './PickProductField';
import { PickFailureBar, useLineName, usePickForm, useReasonOptions, type PickDialogProps } from './use-pick-form';
import { usePickingPageStyles } from './usePickingPageStyles.styles';

interface SubstituteValues {
  product: Product | null;
  quantity: string;
  weight: string;
  reason: PickReason | '';
  approved: boolean;
  note: string;
}
type SubstituteField = 'product' | 'productId' | 'quantity' | 'weight' | 'reason' | 'approved' | 'note';

/** '+KWD 0.300' / '−KWD 0.100': which way the customer's total would move, read left to right in both languages. */
const signedFils = (fils: number) => `${fils < 0 ? '−' : '+'}${formatKwd(Math.abs(fils) / 1000)}`;

/**
 * decisions/picking.md: a line replaced by another active product of the order's shop (searched or scanned), for a
 * quantity (and a weight, by weight), with why. The dialog says what the substitute would cost against the line as
 * ordered and what the shop's policy makes of a pricier one: under 'cap' the customer pays at most the original line;
 * under 'ask' the customer must approve first — ticked here, or offered again when the API asks for it.
 */
export function PickSubstituteDialog({ line, picking, sender, onClose, onStale }: PickDialogProps) {
  const { t } = useTranslation(ORDERS_NS);
  const styles = usePickingPageStyles();
  const name = useLineName(line);
  const reasons = useReasonOptions();
  const { form, formProps, errorOf, saving, failure } = usePickForm<SubstituteValues, SubstituteField>({
    line,
    sender,
    onClose,
    onStale,
    defaultValues: { product: null, quantity: String(line.quantity), weight: '', reason: 'out_of_stock', approved: false, note: '' },
    rules: (values) => {
      const errors: Partial<Record<SubstituteField, string>> = {};
      if (!values.product) errors.product = 'productRequired';
      const quantity = quantityRule(values.quantity);
      if (quantity) errors.quantity = quantity;
      const weight = values.product?.unit === 'weight' ? weightRule(values.weight) : null;
      if (weight) errors.weight = weight;
      if (!values.reason) errors.reason = 'reasonRequired';
      const note = noteRule(values.note);
      if (note) errors.note = note;
      return errors;
    },
    serverFields: ['productId', 'quantity', 'weight', 'reason', 'approved', 'note'],
    change: (values) => ({
      action: 'substitute',
      productId: values.product?.id ?? 0,
      quantity: typedCount(values.quantity) ?? line.quantity,
      ...(values.product?.unit === 'weight' ? { weight: (typedGrams(values.weight) ?? 0) / 1000 } : {}),
      reason: values.reason as PickReason,
      ...(values.approved ? { approved: true } : {}),
      ...noteBody(values.note),
    }),
  });
  const values = form.watch();
  const product = values.product;
  const estimate = product ? substituteFils(product, typedCount(values.quantity), product.unit === 'weight' ? typedGrams(values.weight) : null) : null;
  const difference = estimate === null ? null : estimate - line.orderedTotalFils;
  const pricier = difference !== null && difference > 0;
  const approve = () => {
    form.setValue('approved', true);
    void formProps.onSubmit();
  };

  return (
    <FormDialog title={t('picking.substitute.title', { name })} form={{ formProps, saving }} onClose={onClose} submitLabel={t('picking.substitute.submit')}>
      {picking.shopId === null ? (
        <MessageBar intent="warning">
          <MessageBarBody>{t('picking.substitute.noShop')}</MessageBarBody>
        </MessageBar>
      ) : (
        <Controller
          name="product"
          control={form.control}
          render={({ field }) => (
            <PickProductField
              label={t('picking.substitute.product')}
              shopId={picking.shopId as number}
              excludeId={line.productId}
              value={field.value}
              onChange={(chosen) => {
                field.onChange(chosen);
                form.setValue('approved', false);
              }}
              required
              error={errorOf('product') ?? errorOf('productId')}
              disabled={saving}
            />
          )}
        />
      )}
      <FormInput
        control={form.control}
        name="quantity"
        label={t('picking.substitute.quantity')}
        required
        error={errorOf('quantity')}
        parse={toLatinDigits}
        inputMode="numeric"
        autoComplete="off"
        input={{ dir: 'ltr' }}
        disabled={saving}
      />
      {product?.unit === 'weight' ? (
        <FormInput
          control={form.control}
          name="weight"
          label={t('picking.weight.label')}
          required
          error={errorOf('weight')}
          parse={toLatinDigits}
          inputMode="decimal"
          placeholder="0.000"
          autoComplete="off"
          input={{ dir: 'ltr' }}
          disabled={saving}
        />
      ) : null}
      {estimate !== null && difference !== null ? (
        <div className={styles.figures} aria-live="polite">
          <Text>
            {t('picking.substitute.cost')} <LtrText>{formatKwd(estimate / 1000)}</LtrText>
          </Text>
          <Text>
            {t('picking.substitute.original')} <LtrText>{formatKwd(line.orderedTotalFils / 1000)}</LtrText>
          </Text>
          <Text weight="semibold">
            {t('picking.substitute.difference')} <LtrText>{difference === 0 ? formatKwd(0) : signedFils(difference)}</LtrText>
          </Text>
          {pricier ? (
            <Text>{picking.substitutePolicy === 'cap' ? t('picking.substitute.capped', { amount: formatKwd(line.orderedTotalFils / 1000) }) : t('picking.substitute.needsApproval')}</Text>
          ) : null}
        </div>
      ) : null}
      {pricier && picking.substitutePolicy === 'ask' ? (
        <Controller
          name="approved"
          control={form.control}
          render={({ field }) => (
            <Checkbox className={styles.touch} checked={field.value} disabled={saving} onChange={(_event, data) => field.onChange(data.checked === true)} label={t('picking.substitute.approved')} />
          )}
        />
      ) : null}
      <FormSelect control={form.control} name="reason" required error={errorOf('reason')} disabled={saving} {...reasons} />
      <FormTextarea control={form.control} name="note" label={t('picking.note')} error={errorOf('note')} limit={PICK_NOTE_MAX_LENGTH} disabled={saving} />
      <PickFailureBar
        failure={failure}
        action={failure?.code === 'SUBSTITUTE_NEEDS_APPROVAL' && !saving ? { label: t('picking.substitute.approve'), onClick: approve } : undefined}
      />
    </FormDialog>
  );
}
