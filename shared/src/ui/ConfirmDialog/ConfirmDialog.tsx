import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, Spinner } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useRestoreFocus } from '../focus/use-restore-focus';
import type { ConfirmDialogProps } from './ConfirmDialog.types';
import { useConfirmDialogStyles } from './useConfirmDialogStyles.styles';

/**
 * A yes/no question before a destructive action (spec §2: a confirm dialog with Cancel and a
 * confirm button). When it closes, the focus goes back to what opened it.
 */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel,
  cancelLabel,
  busy = false,
  destructive = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  const styles = useConfirmDialogStyles();
  useRestoreFocus(open);
  return (
    <Dialog
      open={open}
      modalType="alert"
      onOpenChange={(_event, data) => {
        // While the action runs, the dialog stays: its outcome is about to be reported.
        if (!data.open && !busy) onCancel();
      }}
    >
      <DialogSurface aria-busy={busy || undefined}>
        <DialogBody>
          <DialogTitle>{title}</DialogTitle>
          <DialogContent>{message}</DialogContent>
          <DialogActions>
            <Button appearance="secondary" disabled={busy} onClick={onCancel}>
              {cancelLabel ?? t('actions.cancel')}
            </Button>
            <Button
              appearance="primary"
              className={destructive ? styles.destructive : undefined}
              disabled={busy}
              icon={busy ? <Spinner size="tiny" /> : undefined}
              onClick={onConfirm}
            >
              {confirmLabel ?? t('actions.confirm')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
