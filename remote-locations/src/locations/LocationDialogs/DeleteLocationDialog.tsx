import { ConfirmDialog } from '@dukkan/shared/kit';
import { failureMessage, useNotify } from '@dukkan/shared';
import { useTranslation } from 'react-i18next';
import { LOCATIONS_NS } from '../../i18n';
import { useDeleteLocation } from '../use-location-writes';
import type { DeleteLocationDialogProps } from './LocationDialogs.types';

/**
 * spec §2: 'Are you sure you want to delete this block? This action cannot be undone.' A refused
 * delete (a block still used by a shop, an area that still has blocks…) shows the server's reason.
 */
export function DeleteLocationDialog({ node, onClose, onDeleted }: DeleteLocationDialogProps) {
  const { t } = useTranslation(LOCATIONS_NS);
  const { t: common } = useTranslation();
  const notify = useNotify();
  const { remove, busy } = useDeleteLocation();

  const confirm = async () => {
    try {
      await remove(node);
      notify.success(t(`deleted.${node.kind}`));
      onDeleted(node);
    } catch (error) {
      const message = failureMessage(error, {
        failed: t(`failed.delete.${node.kind}`),
        errored: t(`error.delete.${node.kind}`),
      });
      if (message) notify.error(message);
      onClose();
    }
  };

  return (
    <ConfirmDialog
      open
      title={t(`delete.${node.kind}`)}
      message={t(`deleteMessage.${node.kind}`)}
      confirmLabel={common('actions.delete')}
      destructive
      busy={busy}
      onConfirm={() => void confirm()}
      onCancel={onClose}
    />
  );
}
