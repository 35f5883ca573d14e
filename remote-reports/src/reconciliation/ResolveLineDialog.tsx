import { failureMessage, formatDay, formatKwd, LtrText, useLanguage, useNotify, usePaymentLabel } from '@dukkan/shared';
import { DialogFailure, Fact, Facts, FormDialog, FormTextarea, serverFieldErrors, useRestoreFocus, useRulesForm } from '@dukkan/shared/kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { REPORTS_NS } from '../i18n';
import { useProblemText } from './use-problem-text';
import { type SettlementLine, useResolveSettlementLineMutation } from './reconciliation-api';
import { RESOLUTION_MAX, RESOLVE_FIELDS, type ResolveField, type ResolveValues, validateResolve } from './reconciliation-rules';

/**
 * decisions/reconciliation.md: an unmatched line is resolved by saying how (1 to 500 characters): the line, its
 * problem, then the answer. A refusal that names no field (the line was resolved or matched meanwhile) is said in the
 * dialog, where the eyes are.
 */
export function ResolveLineDialog({ line, onClose }: { line: SettlementLine; onClose: () => void }) {
  const { t } = useTranslation(REPORTS_NS);
  const language = useLanguage();
  const notify = useNotify();
  const paymentLabel = usePaymentLabel();
  const problemText = useProblemText();
  const [resolve] = useResolveSettlementLineMutation();
  const [failure, setFailure] = useState<string | null>(null);
  // Back to the line's Resolve button (or the page) once the dialog has gone.
  useRestoreFocus(true);
  const texts = { failed: t('reconciliation.resolve.failed'), errored: t('reconciliation.resolve.errored') };
  const { form, formProps, errorOf, saving } = useRulesForm<ResolveValues, ResolveField>({
    defaultValues: { resolution: '' },
    rules: validateResolve,
    ruleText: (key) => t(`reconciliation.resolve.rules.${key}`),
    serverFields: RESOLVE_FIELDS,
    save: async ({ resolution }) => {
      setFailure(null);
      try {
        await resolve({ id: line.id, resolution: resolution.trim() }).unwrap();
      } catch (error) {
        // A field's message shows under it; anything else here.
        if (Object.keys(serverFieldErrors(error, RESOLVE_FIELDS)).length === 0) setFailure(failureMessage(error, texts));
        throw error;
      }
    },
    onSaved: () => {
      notify.success(t('reconciliation.resolve.done'));
      onClose();
    },
    failureTexts: texts,
    // Said in the dialog.
    onFailure: () => undefined,
    guardsNavigation: false,
  });

  return (
    <FormDialog title={t('reconciliation.resolve.title', { reference: line.reference })} form={{ formProps, saving }} onClose={onClose} submitLabel={t('reconciliation.resolve.submit')}>
      <Facts>
        <Fact term={t('reconciliation.lines.columns.date')}>{formatDay(line.date, language)}</Fact>
        <Fact term={t('reconciliation.lines.columns.method')}>{paymentLabel(line.method)}</Fact>
        <Fact term={t('reconciliation.lines.columns.amount')}>
          <LtrText>{formatKwd(line.amount)}</LtrText>
        </Fact>
        {line.problem ? <Fact term={t('reconciliation.lines.columns.problem')}>{problemText(line.problem)}</Fact> : null}
      </Facts>
      <FormTextarea
        control={form.control}
        name="resolution"
        label={t('reconciliation.resolve.resolution')}
        required
        error={errorOf('resolution')}
        limit={RESOLUTION_MAX}
        disabled={saving}
      />
      <DialogFailure message={failure} />
    </FormDialog>
  );
}
