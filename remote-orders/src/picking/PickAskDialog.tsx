import { toLatinDigits, type Product } from '@dukkan/shared';
import { Controller, FormDialog, FormInput, FormTextarea } from '@dukkan/shared/kit';
import { Text } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { ORDERS_NS } from './picking-i18n';
import { DEFAULT_ASK_MINUTES, MAX_ASK_MINUTES, minutesRule, noteBody, noteRule, PICK_NOTE_MAX_LENGTH, typedCount } from './picking-rules';
import { PickProductField } from './PickProductField';
import { PickFailureBar, useLineName, usePickForm, type PickDialogProps } from './use-pick-form';

interface AskValues {
  product: Product | null;
  minutes: string;
  note: string;
}
type AskField = 'product' | 'productId' | 'minutes' | 'note';

/**
 * decisions/picking.md: the customer is asked about a line that cannot be filled, with a substitute proposed or none,
 * for some minutes (10 unless changed, at most 60). The line then waits for the answer; without one by the deadline,
 * the order's default applies.
 */
export function PickAskDialog({ line, picking, sender, onClose, onStale }: PickDialogProps) {
  const { t } = useTranslation(ORDERS_NS);
  const name = useLineName(line);
  const { form, formProps, errorOf, saving, failure } = usePickForm<AskValues, AskField>({
    line,
    sender,
    onClose,
    onStale,
    defaultValues: { product: null, minutes: String(DEFAULT_ASK_MINUTES), note: '' },
    rules: (values) => {
      const errors: Partial<Record<AskField, string>> = {};
      const minutes = minutesRule(values.minutes);
      if (minutes) errors.minutes = minutes;
      const note = noteRule(values.note);
      if (note) errors.note = note;
      return errors;
    },
    serverFields: ['productId', 'minutes', 'note'],
    change: (values) => ({
      action: 'ask',
      ...(values.product ? { productId: values.product.id } : {}),
      minutes: typedCount(values.minutes, MAX_ASK_MINUTES) ?? DEFAULT_ASK_MINUTES,
      ...noteBody(values.note),
    }),
  });
  return (
    <FormDialog title={t('picking.ask.title', { name })} form={{ formProps, saving }} onClose={onClose} submitLabel={t('picking.ask.submit')}>
      {picking.shopId !== null ? (
        <Controller
          name="product"
          control={form.control}
          render={({ field }) => (
            <PickProductField
              label={t('picking.ask.product')}
              shopId={picking.shopId as number}
              excludeId={line.productId}
              value={field.value}
              onChange={field.onChange}
              error={errorOf('product') ?? errorOf('productId')}
              disabled={saving}
            />
          )}
        />
      ) : null}
      <FormInput
        control={form.control}
        name="minutes"
        label={t('picking.ask.minutes')}
        required
        error={errorOf('minutes')}
        parse={toLatinDigits}
        inputMode="numeric"
        autoComplete="off"
        input={{ dir: 'ltr' }}
        disabled={saving}
      />
      <Text size={200}>{t('picking.ask.default', { choice: t(`ifUnavailable.${picking.ifUnavailable}`, { defaultValue: picking.ifUnavailable }) })}</Text>
      <FormTextarea control={form.control} name="note" label={t('picking.note')} error={errorOf('note')} limit={PICK_NOTE_MAX_LENGTH} disabled={saving} />
      <PickFailureBar failure={failure} />
    </FormDialog>
  );
}
