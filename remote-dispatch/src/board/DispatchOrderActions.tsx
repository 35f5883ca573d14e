import { useNotifiedCall } from '@dukkan/shared';
import { ConfirmDialog } from '@dukkan/shared/kit';
import { Button, Field, Menu, MenuButton, MenuItem, MenuList, MenuPopover, MenuTrigger, Select, Text } from '@fluentui/react-components';
import { MoreHorizontalRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DeliverDialog } from '../common/DeliverDialog';
import type { DispatchOrder, Driver } from '../common/dispatch-types';
import { FailDeliveryDialog } from '../common/FailDeliveryDialog';
import { isCashOrder } from '../common/payment';
import { useFailReasonText } from '../common/use-fail-reason-text';
import { DISPATCH_NS } from '../i18n';
import { CourierDialog } from './CourierDialog';
import {
  useAssignDeliveryMutation,
  useDeliverCourierDeliveryMutation,
  useFailCourierDeliveryMutation,
  usePickUpCourierDeliveryMutation,
  useReturnDeliveryMutation,
  useWithdrawDeliveryMutation,
} from './dispatch-board-api';
import { driverChoices, firstChoice, replacedDelivery } from './driver-choices';
import { useDispatchBoardStyles } from './useDispatchBoardStyles.styles';

/** The dialogs a row opens. */
type RowDialog = 'courier' | 'withdraw' | 'return' | 'courierDelivered' | 'courierFailed';

export interface DispatchOrderActionsProps {
  order: DispatchOrder;
  /** The drivers on shift (the board's), with their loads. */
  drivers: readonly Driver[];
}

const ASSIGN_LABELS = { waiting: 'assign', assigned: 'reassign', failed: 'retry' } as const;

/**
 * decisions/dispatch.md: what a lead does with one order of the board, each action labelled with its order for the
 * keyboard and screen readers. Waiting, assigned or failed: a driver (the suggested one first and chosen, each with
 * their load, a full one disabled) and Assign / Reassign / Retry in one action; Hand to courier. Assigned: Withdraw
 * (asked first). Failed: Return to shop (asked first). A courier's delivery is marked here: picked up, delivered,
 * failed. A 409 (someone else acted first) says the API's message and the board reads itself again.
 */
export function DispatchOrderActions({ order, drivers }: DispatchOrderActionsProps) {
  const { t } = useTranslation(DISPATCH_NS);
  const styles = useDispatchBoardStyles();
  const notified = useNotifiedCall();
  const failReason = useFailReasonText();
  const choices = driverChoices(drivers, order);
  // Until the lead picks, the row follows the suggestion (it may come with the board's next answer).
  const [picked, setPicked] = useState<string | null>(null);
  const driverId = picked ?? firstChoice(choices);
  const [dialog, setDialog] = useState<RowDialog | null>(null);
  const [busy, setBusy] = useState(false);
  const [assign] = useAssignDeliveryMutation();
  const [withdraw] = useWithdrawDeliveryMutation();
  const [returnToShop] = useReturnDeliveryMutation();
  const [pickUp] = usePickUpCourierDeliveryMutation();
  const [deliver] = useDeliverCourierDeliveryMutation();
  const [fail] = useFailCourierDeliveryMutation();

  const id = order.orderId;
  const delivery = order.delivery;
  const courier = delivery?.courier ?? null;
  const carrier = delivery?.driver?.name ?? courier?.company ?? '';
  const ref = delivery ? { deliveryId: delivery.id, orderId: id } : null;
  const assignKind = order.state === 'picked_up' ? null : ASSIGN_LABELS[order.state];
  const chosen = choices.find((choice) => String(choice.driver.id) === driverId && !choice.full);

  const run = async (call: () => Promise<unknown>, texts: { success: string; failed: string }) => {
    setBusy(true);
    await notified(call, texts);
    setBusy(false);
  };
  const assignChosen = () => {
    if (!chosen) return;
    void run(() => assign({ orderId: id, body: { replaces: replacedDelivery(order), driverId: chosen.driver.id } }).unwrap(), {
      success: t('board.assigned', { id, name: chosen.driver.name }),
      failed: t('board.assignFailed', { id }),
    });
  };
  const confirm = async (call: () => Promise<unknown>, texts: { success: string; failed: string }) => {
    await run(call, texts);
    setDialog(null);
  };

  const menuItems = [
    assignKind ? { key: 'courier', label: t('board.actions.courier'), onClick: () => setDialog('courier') } : null,
    order.state === 'assigned' ? { key: 'withdraw', label: t('board.actions.withdraw'), onClick: () => setDialog('withdraw') } : null,
    order.state === 'failed' ? { key: 'return', label: t('board.actions.returnToShop'), onClick: () => setDialog('return') } : null,
    courier && ref && delivery?.state === 'assigned'
      ? {
          key: 'courierPickedUp',
          label: t('board.actions.courierPickedUp'),
          onClick: () => void run(() => pickUp(ref).unwrap(), { success: t('board.courierPickup.done', { id, company: courier.company }), failed: t('board.courierPickup.failed', { id }) }),
        }
      : null,
    courier && delivery?.state === 'picked_up' ? { key: 'courierDelivered', label: t('board.actions.courierDelivered'), onClick: () => setDialog('courierDelivered') } : null,
    courier && delivery?.state === 'picked_up' ? { key: 'courierFailed', label: t('board.actions.courierFailed'), onClick: () => setDialog('courierFailed') } : null,
  ].filter((item) => item !== null);

  return (
    <div className={styles.actions}>
      {assignKind ? (
        <>
          <Field label={t('board.picker.label', { id })} className={styles.picker}>
            <Select value={driverId} disabled={busy || choices.length === 0} onChange={(_event, data) => setPicked(data.value)}>
              <option value="">{choices.length === 0 ? t('board.picker.none') : t('board.picker.placeholder')}</option>
              {choices.map(({ driver, suggested, full }) => (
                <option key={driver.id} value={String(driver.id)} disabled={full}>
                  {t(full ? 'board.picker.full' : suggested ? 'board.picker.suggested' : 'board.picker.option', { name: driver.name, load: driver.load, capacity: driver.capacity })}
                </option>
              ))}
            </Select>
          </Field>
          <Button appearance="primary" disabled={busy || !chosen} aria-label={t(`board.actions.${assignKind}Order`, { id })} onClick={assignChosen}>
            {t(`board.actions.${assignKind}`)}
          </Button>
        </>
      ) : null}
      {order.state === 'picked_up' && !courier ? <Text className={styles.quiet}>{t('board.actions.withDriver')}</Text> : null}
      {menuItems.length > 0 ? (
        <Menu>
          <MenuTrigger disableButtonEnhancement>
            <MenuButton icon={<MoreHorizontalRegular />} aria-label={t('board.actions.more', { id })} disabled={busy} />
          </MenuTrigger>
          <MenuPopover>
            <MenuList>
              {menuItems.map((item) => (
                <MenuItem key={item.key} onClick={item.onClick}>
                  {item.label}
                </MenuItem>
              ))}
            </MenuList>
          </MenuPopover>
        </Menu>
      ) : null}

      {dialog === 'courier' ? <CourierDialog orderId={id} replaces={replacedDelivery(order)} onClose={() => setDialog(null)} /> : null}
      {ref ? (
        <>
          <ConfirmDialog
            open={dialog === 'withdraw'}
            title={t('board.withdraw.title', { id })}
            message={t('board.withdraw.message', { carrier })}
            confirmLabel={t('board.withdraw.confirm')}
            busy={busy}
            onConfirm={() => void confirm(() => withdraw(ref).unwrap(), { success: t('board.withdraw.done', { id }), failed: t('board.withdraw.failed', { id }) })}
            onCancel={() => setDialog(null)}
          />
          <ConfirmDialog
            open={dialog === 'return'}
            title={t('board.returnToShop.title', { id })}
            message={t('board.returnToShop.message', { reason: delivery ? failReason(delivery) : '' })}
            confirmLabel={t('board.returnToShop.confirm')}
            destructive
            busy={busy}
            onConfirm={() => void confirm(() => returnToShop(ref).unwrap(), { success: t('board.returnToShop.done', { id }), failed: t('board.returnToShop.failed', { id }) })}
            onCancel={() => setDialog(null)}
          />
          {dialog === 'courierDelivered' ? (
            <DeliverDialog
              orderId={id}
              withCode={false}
              cashToCollect={isCashOrder(order) ? order.cashToCollect : null}
              save={(body, photo) => deliver({ ...ref, body, photo }).unwrap()}
              onClose={() => setDialog(null)}
            />
          ) : null}
          {dialog === 'courierFailed' ? <FailDeliveryDialog orderId={id} save={(body) => fail({ ...ref, body }).unwrap()} onClose={() => setDialog(null)} /> : null}
        </>
      ) : null}
    </div>
  );
}
