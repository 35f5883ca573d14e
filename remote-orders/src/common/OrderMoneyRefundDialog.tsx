import { failureMessage, formatKwd, isApiError, LtrText, toLatinDigits, useLanguage, useNotify, type OrderLedger } from '@dukkan/shared';
import { Controller, FormDialog, FormField, FormInput, FormSelect, FormTextarea, serverFieldErrors, useRulesForm } from '@dukkan/shared/kit';
import {
  Checkbox,
  Input,
  MessageBar,
  MessageBarBody,
  Radio,
  RadioGroup,
  Text,
} from '@fluentui/react-components';
import { useId, useMemo, useRef, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { ORDERS_NS } from '../i18n';
import {
  emptyRefundForm,
  fromFils,
  REFUND_FIELDS,
  REFUND_LIABLE,
  REFUND_NOTE_MAX_LENGTH,
  REFUND_REASON_CODES,
  refundableLines,
  refundBody,
  refundFils,
  validateRefund,
  type RefundField,
  type RefundFormValues,
} from './order-money';
import type { Order } from './order-types';
import { useCreateRefundMutation } from './orders-api';
import { useOrderMoneyStyles } from './useOrderMoneyStyles.styles';

export interface OrderMoneyRefundDialogProps {
  /** The order refunded: its id and lines. */
  order: Order;
  /** Its ledger as last read: the most that may go back (`net`) and the refunds that took lines back already. */
  ledger: OrderLedger;
  /** Closes it (Cancel, Escape, or once the refund is made); never while it is being sent. */
  onClose: () => void;
}

/**
 * What a refused refund says in the dialog: the lines' messages ('At most 1 of Labneh can be refunded'), nothing
 * when the messages are under their fields, else the server's message (a 409: 'At most KWD 0.600 can be refunded').
 */
function refundFailure(error: unknown, texts: { failed: string; errored: string }): string | null {
  const lines = Object.entries((isApiError(error) && error.errors) || {})
    .filter(([field]) => field.startsWith('lines.'))
    .map(([, message]) => message);
  if (lines.length > 0) return lines.join(' ');
  if (Object.keys(serverFieldErrors(error, REFUND_FIELDS)).length > 0) return null;
  return failureMessage(error, texts);
}

/**
 * decisions/money-ledger.md: a refund of a delivered order (or of an ended one whose refund failed), by lines (each
 * with how many, up to what is left of it) or by an amount in KWD, with a reason, a note (needed for 'Other') and who
 * bears it. The most it may give back is said before sending. One Idempotency-Key per opening: a double click or a
 * retry after a lost answer sends the same key, and the API answers the first refund instead of making a second.
 */
export function OrderMoneyRefundDialog({ order, ledger, onClose }: OrderMoneyRefundDialogProps) {
  const { t } = useTranslation(ORDERS_NS);
  const language = useLanguage();
  const styles = useOrderMoneyStyles();
  const notify = useNotify();
  const [createRefund] = useCreateRefundMutation();
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const lines = useMemo(() => refundableLines(order, ledger.refunds, language), [order, ledger.refunds, language]);
  const limitFils = ledger.balances.netFils;
  const limit = formatKwd(fromFils(limitFils));
  const [failure, setFailure] = useState<string | null>(null);
  const refunded = useRef(0);
  const texts = { failed: t('money.dialog.failed'), errored: t('money.dialog.errored') };
  const { form, formProps, errorOf, saving } = useRulesForm<RefundFormValues, RefundField>({
    defaultValues: emptyRefundForm(lines),
    rules: (values) => validateRefund(values, lines, limitFils),
    ruleText: (key) => t(`money.rules.${key}`, { limit }),
    serverFields: REFUND_FIELDS,
    save: async (values) => {
      setFailure(null);
      try {
        refunded.current = (await createRefund({ orderId: order.id, idempotencyKey, body: refundBody(values, lines) }).unwrap()).amount;
      } catch (error) {
        setFailure(refundFailure(error, texts));
        throw error;
      }
    },
    onSaved: () => {
      notify.success(t('money.dialog.done', { amount: formatKwd(refunded.current) }));
      onClose();
    },
    failureTexts: texts,
    // Said in the dialog, where the refund can be changed and sent again.
    onFailure: () => undefined,
    guardsNavigation: false,
  });
  const values = form.watch();
  const total = refundFils(values, lines);
  const linesError = errorOf('lines');
  const linesErrorId = useId();
  const noteRequired = values.reasonCode === 'other';

  return (
    <FormDialog title={t('money.dialog.title', { id: order.id })} form={{ formProps, saving }} onClose={onClose} submitLabel={t('money.dialog.submit')}>
      <Controller
        name="by"
        control={form.control}
        render={({ field }) => (
          <FormField label={t('money.dialog.by')}>
            <RadioGroup layout="horizontal" value={field.value} disabled={saving} onChange={(_event, data) => field.onChange(data.value)}>
              <Radio className={styles.touch} value="lines" label={t('money.dialog.byLines')} />
              <Radio className={styles.touch} value="amount" label={t('money.dialog.byAmount')} />
            </RadioGroup>
          </FormField>
        )}
      />
      {values.by === 'lines' ? (
        <fieldset className={styles.lines} aria-describedby={linesError ? linesErrorId : undefined}>
          <legend className={styles.linesLegend}>{t('money.dialog.lines')}</legend>
          {lines.map((line, index) => (
            <div key={line.itemId} className={styles.line}>
              <span className={styles.lineText}>
                <Controller
                  name={`lines.${index}.chosen`}
                  control={form.control}
                  render={({ field }) => (
                    <Checkbox
                      className={styles.touch}
                      checked={field.value}
                      disabled={saving || line.left === 0}
                      aria-invalid={linesError ? true : undefined}
                      onChange={(_event, data) => field.onChange(data.checked === true)}
                      label={<bdi>{line.name}</bdi>}
                    />
                  )}
                />
                <Text size={200} className={styles.quiet}>
                  <LtrText>{formatKwd(fromFils(line.unitFils))}</LtrText>
                  {' · '}
                  {t('money.dialog.left', { count: line.left, ordered: line.ordered })}
                </Text>
              </span>
              <Controller
                name={`lines.${index}.quantity`}
                control={form.control}
                render={({ field }) => (
                  <Input
                    className={styles.quantity}
                    aria-label={t('money.dialog.quantity', { name: line.name })}
                    value={field.value}
                    onChange={(_event, data) => field.onChange(toLatinDigits(data.value))}
                    onBlur={field.onBlur}
                    disabled={saving || !values.lines[index]?.chosen}
                    inputMode="numeric"
                    input={{ dir: 'ltr' }}
                  />
                )}
              />
            </div>
          ))}
          {linesError ? (
            <Text id={linesErrorId} size={200} className={styles.error}>
              {linesError}
            </Text>
          ) : null}
        </fieldset>
      ) : (
        <FormInput
          control={form.control}
          name="amount"
          label={t('money.dialog.amount')}
          required
          error={errorOf('amount')}
          // Arabic keyboards type ١٫٢٥٠: kept as 1.250 (decisions/search.md).
          parse={toLatinDigits}
          inputMode="decimal"
          placeholder="0.000"
          input={{ dir: 'ltr' }}
          disabled={saving}
        />
      )}
      <Text className={styles.limit}>
        <span>
          <Trans t={t} i18nKey="money.dialog.limit" values={{ amount: limit }} components={{ ltr: <LtrText /> }} />
        </span>
        {total ? (
          <span>
            <Trans t={t} i18nKey="money.dialog.total" values={{ amount: formatKwd(fromFils(total)) }} components={{ ltr: <LtrText /> }} />
          </span>
        ) : null}
      </Text>
      <FormSelect
        control={form.control}
        name="reasonCode"
        label={t('money.dialog.reason')}
        required
        error={errorOf('reasonCode')}
        placeholder={t('money.dialog.reasonPlaceholder')}
        options={REFUND_REASON_CODES.map((code) => ({ value: code, label: t(`money.reasons.${code}`) }))}
        disabled={saving}
      />
      <FormTextarea
        control={form.control}
        name="note"
        label={t('money.dialog.note')}
        required={noteRequired}
        error={errorOf('note')}
        limit={REFUND_NOTE_MAX_LENGTH}
        disabled={saving}
      />
      <Controller
        name="liable"
        control={form.control}
        render={({ field }) => (
          <FormField label={t('money.dialog.liable')} required error={errorOf('liable')}>
            <RadioGroup layout="horizontal" value={field.value} disabled={saving} onChange={(_event, data) => field.onChange(data.value)}>
              {REFUND_LIABLE.map((liable) => (
                <Radio key={liable} className={styles.touch} value={liable} label={t(`money.liable.${liable}`)} />
              ))}
            </RadioGroup>
          </FormField>
        )}
      />
      {failure ? (
        <MessageBar intent="error" role="alert">
          <MessageBarBody>{failure}</MessageBarBody>
        </MessageBar>
      ) : null}
    </FormDialog>
  );
}
