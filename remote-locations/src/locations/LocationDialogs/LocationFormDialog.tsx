import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle } from '@fluentui/react-components';
import { SubmitButton, type RulesForm } from '@dukkan/shared/kit';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocationDialogStyles } from './useLocationDialogStyles.styles';

export interface LocationFormDialogProps {
  /** The dialog's heading ('Add Area', 'Edit Block'…). */
  title: string;
  /** The useRulesForm form's `formProps` and `saving`. */
  form: Pick<RulesForm<{ name: string }, string>, 'formProps' | 'saving'>;
  /** Closes without saving (Cancel, Escape, a click outside), never while the save runs. */
  onClose: () => void;
  /** The submit button's text. */
  submitLabel: string;
  /** The form cannot be sent yet (spec §5: a required field still empty). */
  submitDisabled: boolean;
  /** The fields. */
  children: ReactNode;
}

/** spec §2: a governorate's, area's or block's form in a dialog: its fields, then Cancel and the submit button. */
export function LocationFormDialog({ title, form, onClose, submitLabel, submitDisabled, children }: LocationFormDialogProps) {
  const { t } = useTranslation();
  const styles = useLocationDialogStyles();
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
