import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { COMMON_NAMESPACE } from '../../i18n/i18n';
import { SubmitButton } from '../FormActions/FormActions';
import type { FormDialogProps } from './FormDialog.types';
import { useFormDialogStyles } from './useFormDialogStyles.styles';

/**
 * A useRulesForm form in a dialog: its title, its fields one under the other, then Cancel and the
 * submit button. It cannot be closed while the save runs (the save's answer would land nowhere).
 */
export function FormDialog({ title, form, onClose, submitLabel, submitDisabled = false, children }: FormDialogProps) {
  const { t } = useTranslation(COMMON_NAMESPACE);
  const styles = useFormDialogStyles();
  const { saving } = form;
  return (
    <Dialog
      open
      onOpenChange={(_event, data) => {
        if (!data.open && !saving) onClose();
      }}
    >
      <DialogSurface aria-busy={saving || undefined}>
        <form {...form.formProps}>
          <DialogBody>
            <DialogTitle>{title}</DialogTitle>
            <DialogContent className={styles.fields}>{children}</DialogContent>
            <DialogActions>
              <Button appearance="secondary" disabled={saving} onClick={onClose}>
                {t('actions.cancel')}
              </Button>
              <SubmitButton saving={saving} disabled={submitDisabled}>
                {submitLabel}
              </SubmitButton>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
