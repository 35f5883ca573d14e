import { Button, Spinner } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { FormActionsProps, SubmitButtonProps } from './FormActions.types';
import { useFormActionsStyles } from './useFormActionsStyles.styles';

/** A form's primary button: submits, and while the save is on its way shows a spinner and takes no second press. */
export function SubmitButton({ saving, disabled = false, children }: SubmitButtonProps) {
  return (
    <Button type="submit" appearance="primary" disabled={saving || disabled} icon={saving ? <Spinner size="tiny" /> : undefined}>
      {children}
    </Button>
  );
}

/**
 * The end of a screen's form (shop, category, product, user): Cancel, then submit. Both wait while
 * the save is on its way, so nobody leaves a form whose answer has not come yet.
 */
export function FormActions({ saving, onCancel, submitLabel, savingLabel }: FormActionsProps) {
  const styles = useFormActionsStyles();
  const { t } = useTranslation();
  return (
    <div className={styles.actions}>
      <Button appearance="secondary" disabled={saving} onClick={onCancel}>
        {t('actions.cancel')}
      </Button>
      <SubmitButton saving={saving}>{saving ? savingLabel : submitLabel}</SubmitButton>
    </div>
  );
}
