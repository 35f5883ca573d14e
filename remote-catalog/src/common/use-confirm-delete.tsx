import { failureMessage, useNotify } from '@dukkan/shared';
import { ConfirmDialog } from '@dukkan/shared/kit';
import { useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';

export interface ConfirmDeleteTexts {
  /** The dialog's heading, e.g. 'Delete shop'. */
  title: string;
  /** The question, naming the row. */
  message: string;
  /** spec §8: 'Shop "{name}" deleted successfully'. */
  success: string;
  /** spec §8: 'Failed to delete shop' (the server's message is preferred). */
  failed: string;
}

export interface ConfirmDelete<T> {
  /** Opens the dialog for this row. */
  ask: (row: T) => void;
  /** Render once in the screen. */
  dialog: ReactElement;
}

/**
 * Delete through a confirm dialog (spec §2): Cancel or the confirm button; while the call runs the
 * dialog stays and its buttons are disabled; then the success toast, or the server's message (else
 * the screen's failure text) — and nothing when the failure ended the session.
 */
export function useConfirmDelete<T extends { id: number }>(options: {
  /** The delete call, resolving on success and rejecting with the ApiError (an RTK `.unwrap()`). */
  remove: (id: number) => Promise<unknown>;
  texts: (row: T) => ConfirmDeleteTexts;
}): ConfirmDelete<T> {
  const { t } = useTranslation();
  const notify = useNotify();
  const [pending, setPending] = useState<T | null>(null);
  const [busy, setBusy] = useState(false);
  const texts = pending ? options.texts(pending) : null;

  const confirm = async () => {
    if (!pending || busy) return;
    setBusy(true);
    try {
      await options.remove(pending.id);
      notify.success(options.texts(pending).success);
    } catch (error) {
      const message = failureMessage(error, { failed: options.texts(pending).failed });
      if (message) notify.error(message);
    } finally {
      setBusy(false);
      setPending(null);
    }
  };

  const dialog = (
    <ConfirmDialog
      open={pending !== null}
      title={texts?.title ?? ''}
      message={texts?.message ?? ''}
      confirmLabel={t('actions.delete')}
      destructive
      busy={busy}
      onConfirm={() => void confirm()}
      onCancel={() => setPending(null)}
    />
  );
  return { ask: setPending, dialog };
}
