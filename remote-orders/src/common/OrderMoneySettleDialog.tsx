import { failureMessage, formatKwd, LtrText, useNotify, type Refund } from '@dukkan/shared';
import { FormDialog, FormInput, typedLength, useRulesForm } from '@dukkan/shared/kit';
import { MessageBar, MessageBarBody, Text } from '@fluentui/react-components';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { ORDERS_NS } from '../i18n';
import { gatewayReferenceRule, REFUND_NOTE_MAX_LENGTH } from './order-money';
import { useCompleteRefundMutation, useFailRefundMutation } from './orders-api';

/** Done at the gateway (with its reference), or refused there (with a note, if any). */
export type RefundSettlement = 'complete' | 'fail';

export interface OrderMoneySettleDialogProps {
  /** The pending KNET or card refund. */
  refund: Refund;
  /** What happened to it at the gateway. */
  settlement: RefundSettlement;
  /** Closes it (Cancel, Escape, or once settled); never while it is being sent. */
  onClose: () => void;
}

type SettleValues = { gatewayReference: string; note: string };
type SettleField = keyof SettleValues;
const SETTLE_FIELDS: readonly SettleField[] = ['gatewayReference', 'note'];

/**
 * decisions/money-ledger.md: a pending gateway refund settled by hand: 'Mark refunded' asks the gateway's reference
 * (required), 'Mark failed' an optional note, and its amount may then be refunded again. A refund someone settled
 * first is the API's 409 ('Refund #3 is already done'), said here.
 */
export function OrderMoneySettleDialog({ refund, settlement, onClose }: OrderMoneySettleDialogProps) {
  const { t } = useTranslation(ORDERS_NS);
  const notify = useNotify();
  const [complete] = useCompleteRefundMutation();
  const [fail] = useFailRefundMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const texts = { failed: t(`money.${settlement}.failed`), errored: t(`money.${settlement}.errored`) };
  const { form, formProps, errorOf, saving } = useRulesForm<SettleValues, SettleField>({
    defaultValues: { gatewayReference: '', note: '' },
    rules: ({ gatewayReference, note }) => {
      if (settlement === 'complete') {
        const rule = gatewayReferenceRule(gatewayReference);
        return rule ? { gatewayReference: rule } : {};
      }
      return typedLength(note) > REFUND_NOTE_MAX_LENGTH ? { note: 'noteTooLong' } : {};
    },
    ruleText: (key) => t(`money.rules.${key}`),
    serverFields: SETTLE_FIELDS,
    save: async ({ gatewayReference, note }) => {
      setFailure(null);
      const ref = { id: refund.id, orderId: refund.orderId };
      try {
        await (settlement === 'complete' ? complete({ ...ref, gatewayReference: gatewayReference.trim() }) : fail({ ...ref, note: note.trim() || undefined })).unwrap();
      } catch (error) {
        setFailure(failureMessage(error, texts));
        throw error;
      }
    },
    onSaved: () => {
      notify.success(t(`money.${settlement}.done`, { id: refund.id }));
      onClose();
    },
    failureTexts: texts,
    // Said in the dialog.
    onFailure: () => undefined,
    guardsNavigation: false,
  });
  return (
    <FormDialog title={t(`money.${settlement}.title`, { id: refund.id })} form={{ formProps, saving }} onClose={onClose} submitLabel={t(settlement === 'complete' ? 'money.markRefunded' : 'money.markFailed')}>
      <Text>
        <Trans t={t} i18nKey={`money.${settlement}.message`} values={{ amount: formatKwd(refund.amount) }} components={{ ltr: <LtrText /> }} />
      </Text>
      {settlement === 'complete' ? (
        <FormInput
          control={form.control}
          name="gatewayReference"
          label={t('money.complete.reference')}
          required
          error={errorOf('gatewayReference')}
          input={{ dir: 'ltr' }}
          disabled={saving}
        />
      ) : (
        <FormInput control={form.control} name="note" label={t('money.fail.note')} error={errorOf('note')} input={{ dir: 'auto' }} disabled={saving} />
      )}
      {failure ? (
        <MessageBar intent="error" role="alert">
          <MessageBarBody>{failure}</MessageBarBody>
        </MessageBar>
      ) : null}
    </FormDialog>
  );
}
