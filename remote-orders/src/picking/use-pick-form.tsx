import { failureMessage, isNetworkError, localizedName, useLanguage, type Picking, type PickLine } from '@dukkan/shared';
import { serverFieldErrors, useRulesForm, type FieldValues, type FormRules, type RulesForm } from '@dukkan/shared/kit';
import { Button, MessageBar, MessageBarActions, MessageBarBody } from '@fluentui/react-components';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { linesNow, refusalCode } from './picking-api';
import { PICK_REASONS } from './picking-rules';
import { ORDERS_NS } from './picking-i18n';
import type { PickChangeSender, PickLineChange } from './use-pick-change';

/** What every picking dialog is handed by the page. */
export interface PickDialogProps {
  /** The line the dialog changes. */
  line: PickLine;
  /** The order's picking as on screen (its shop, policy, default). */
  picking: Picking;
  /** Sends the change (one at a time, idempotent). */
  sender: PickChangeSender;
  /** Closes it (Cancel, Escape, or once the change is made); never while it is being sent. */
  onClose: () => void;
  /** The lines changed under it (409 LINES_CHANGED) or the order moved on (ORDER_NOT_OPEN): the page says so, the dialog closes. */
  onStale: (error: unknown) => void;
}

/** A refusal the dialog cannot fix: the lines it was opened on are not the lines now. */
export const isStale = (error: unknown) => linesNow(error) !== null || refusalCode(error) === 'ORDER_NOT_OPEN';

/** Why a change was refused, said in the dialog: its code (to offer a way on) and its words. */
export interface PickFailure {
  code: string | undefined;
  message: string;
}

interface UsePickFormOptions<Values extends FieldValues, Field extends string> extends Pick<PickDialogProps, 'line' | 'sender' | 'onClose' | 'onStale'> {
  defaultValues: Values;
  /** The form's rules (picking-rules.ts): values → { field: key under picking.rules }. */
  rules: FormRules<Values, Field>;
  /** The fields whose messages in a 400 answer show under the field itself. */
  serverFields: readonly Field[];
  /** The change the valid values mean. */
  change: (values: Values) => PickLineChange;
}

/**
 * A picking dialog's form: the kit's useRulesForm (its rules, one save however often submit is pressed, the server's
 * field messages under their fields), sending through the page's sender. A refusal is said in the dialog, where the
 * change can be corrected and sent again — after no answer, sent again with the same key; a stale one closes it.
 */
export function usePickForm<Values extends FieldValues, Field extends string>(
  options: UsePickFormOptions<Values, Field>,
): RulesForm<Values, Field> & { failure: PickFailure | null } {
  const { t } = useTranslation(ORDERS_NS);
  const { line, sender, onClose, onStale, serverFields, change } = options;
  const [failure, setFailure] = useState<PickFailure | null>(null);
  const texts = { failed: t('picking.failure.failed'), errored: t('picking.failure.errored') };
  const form = useRulesForm<Values, Field>({
    defaultValues: options.defaultValues,
    rules: options.rules,
    ruleText: (key) => t(`picking.rules.${key}`),
    serverFields,
    save: async (values) => {
      setFailure(null);
      try {
        const answer = await sender.send(line.id, change(values));
        // Another change was on its way (a scan while the dialog was open): nothing was sent.
        if (answer === null) throw new Error(t('picking.failure.busy'));
      } catch (error) {
        if (isStale(error)) {
          onStale(error);
          return;
        }
        const fields = Object.keys(serverFieldErrors(error, serverFields)).length > 0;
        const message = error instanceof Error ? error.message : failureMessage(error, texts);
        setFailure(fields || message === null ? null : { code: isNetworkError(error) ? 'NO_ANSWER' : refusalCode(error), message });
        throw error;
      }
    },
    onSaved: onClose,
    failureTexts: texts,
    // Said in the dialog, where the change can be corrected and sent again.
    onFailure: () => undefined,
    guardsNavigation: false,
  });
  return { ...form, failure };
}

/** The refusal, in the dialog; `action` offers the way on (the customer's approval). */
export function PickFailureBar({ failure, action }: { failure: PickFailure | null; action?: { label: string; onClick: () => void } }) {
  if (!failure) return null;
  return (
    <MessageBar intent={failure.code === 'NO_ANSWER' ? 'warning' : 'error'} role="alert">
      <MessageBarBody>{failure.message}</MessageBarBody>
      {action ? (
        <MessageBarActions>
          <Button onClick={action.onClick}>{action.label}</Button>
        </MessageBarActions>
      ) : null}
    </MessageBar>
  );
}

/** The line's name in the reader's language (a dialog's title names it). */
export function useLineName(line: Pick<PickLine, 'name' | 'name_ar'>): string {
  return localizedName(line, useLanguage());
}

/** The reason select's label, placeholder and options: the API's reasons in the reader's language. */
export function useReasonOptions() {
  const { t } = useTranslation(ORDERS_NS);
  return {
    label: t('picking.reason'),
    placeholder: t('picking.reasonPlaceholder'),
    options: PICK_REASONS.map((reason) => ({ value: reason, label: t(`picking.reasons.${reason}`) })),
  };
}
