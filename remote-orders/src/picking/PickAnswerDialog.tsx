import { formatKwd, localizedName, useLanguage } from '@dukkan/shared';
import { Controller, FormDialog, FormField } from '@dukkan/shared/kit';
import { Radio, RadioGroup } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { ORDERS_NS } from './picking-i18n';
import { PickFailureBar, useLineName, usePickForm, type PickDialogProps } from './use-pick-form';
import { usePickingPageStyles } from './usePickingPageStyles.styles';

interface AnswerValues {
  answer: 'substitute' | 'remove' | '';
}

/**
 * decisions/picking.md: what the asked customer said on the phone, recorded by staff: take the substitute proposed
 * (when one was), or remove the line.
 */
export function PickAnswerDialog({ line, sender, onClose, onStale }: PickDialogProps) {
  const { t } = useTranslation(ORDERS_NS);
  const language = useLanguage();
  const styles = usePickingPageStyles();
  const name = useLineName(line);
  const proposed = line.ask?.productId != null ? line.ask : null;
  const { form, formProps, errorOf, saving, failure } = usePickForm<AnswerValues, 'answer'>({
    line,
    sender,
    onClose,
    onStale,
    defaultValues: { answer: proposed ? '' : 'remove' },
    rules: (values) => (values.answer ? {} : { answer: 'answerRequired' }),
    serverFields: ['answer'],
    change: (values) => ({ action: 'answer', answer: values.answer as 'substitute' | 'remove' }),
  });
  const proposedName = proposed ? localizedName(proposed, language) : '';
  return (
    <FormDialog title={t('picking.answer.title', { name })} form={{ formProps, saving }} onClose={onClose} submitLabel={t('picking.answer.submit')}>
      <Controller
        name="answer"
        control={form.control}
        render={({ field }) => (
          <FormField label={t('picking.answer.label')} required error={errorOf('answer')}>
            <RadioGroup value={field.value} disabled={saving} onChange={(_event, data) => field.onChange(data.value)}>
              {proposed ? (
                <Radio
                  className={styles.touch}
                  value="substitute"
                  label={
                    proposed.price === null
                      ? t('picking.answer.substitute', { name: proposedName })
                      : t('picking.answer.substitutePriced', { name: proposedName, price: formatKwd(proposed.price) })
                  }
                />
              ) : null}
              <Radio className={styles.touch} value="remove" label={t('picking.answer.remove')} />
            </RadioGroup>
          </FormField>
        )}
      />
      <PickFailureBar failure={failure} />
    </FormDialog>
  );
}
