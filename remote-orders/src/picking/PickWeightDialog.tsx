import { formatKwd, LtrText, toLatinDigits } from '@dukkan/shared';
import { FormDialog, FormInput } from '@dukkan/shared/kit';
import { Text } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { ORDERS_NS } from './picking-i18n';
import { estimatedGrams, kgText, toFils, typedGrams, weighedFils, weightRule } from './picking-rules';
import { PickFailureBar, useLineName, usePickForm, type PickDialogProps } from './use-pick-form';
import { usePickingPageStyles } from './usePickingPageStyles.styles';

interface WeightValues {
  weight: string;
}

/**
 * decisions/picking.md: a by-weight line is picked by what its items weigh together, in kg with up to 3 decimals (the
 * scale's grams). The dialog says what was ordered (about quantity × estimated weight) and what the line will cost:
 * kg × price per kg, half-up to the fil, as the API bills it.
 */
export function PickWeightDialog({ line, sender, onClose, onStale }: PickDialogProps) {
  const { t } = useTranslation(ORDERS_NS);
  const styles = usePickingPageStyles();
  const name = useLineName(line);
  const { form, formProps, errorOf, saving, failure } = usePickForm<WeightValues, 'weight'>({
    line,
    sender,
    onClose,
    onStale,
    defaultValues: { weight: '' },
    rules: (values) => {
      const rule = weightRule(values.weight);
      return rule ? { weight: rule } : {};
    },
    serverFields: ['weight'],
    change: (values) => ({ action: 'pick', weight: (typedGrams(values.weight) ?? 0) / 1000 }),
  });
  const grams = typedGrams(form.watch('weight'));
  const estimate = estimatedGrams(line);
  const priceFils = toFils(line.unitPrice);

  return (
    <FormDialog title={t('picking.weight.title', { name })} form={{ formProps, saving }} onClose={onClose} submitLabel={t('picking.weight.submit')}>
      <div className={styles.figures}>
        {estimate !== null ? (
          <Text>
            {t('picking.weight.ordered', { count: line.quantity })} <LtrText>{t('picking.kg', { weight: kgText(estimate) })}</LtrText>
          </Text>
        ) : null}
        <Text>
          {t('picking.weight.price')} <LtrText>{formatKwd(line.unitPrice)}</LtrText> {t('picking.line.perKg')}
        </Text>
      </div>
      <FormInput
        control={form.control}
        name="weight"
        label={t('picking.weight.label')}
        required
        error={errorOf('weight')}
        // Arabic keyboards type ١٫١٣٠: kept as 1.130 (decisions/search.md).
        parse={toLatinDigits}
        inputMode="decimal"
        placeholder={estimate !== null ? kgText(estimate) : '0.000'}
        autoComplete="off"
        input={{ dir: 'ltr' }}
        disabled={saving}
      />
      {grams !== null && grams > 0 ? (
        <Text weight="semibold" aria-live="polite">
          {t('picking.weight.total')} <LtrText>{formatKwd(weighedFils(grams, priceFils) / 1000)}</LtrText>
        </Text>
      ) : null}
      <PickFailureBar failure={failure} />
    </FormDialog>
  );
}
