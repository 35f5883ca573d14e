import { countText, failureMessage, formatKwd, isApiError, LtrText, useNotify, usePaymentLabel } from '@dukkan/shared';
import { Controller, DialogFailure, FilePickerButton, Fact, Facts, FormDialog, FormField, FormSelect, serverFieldErrors, useRestoreFocus, useRulesForm } from '@dukkan/shared/kit';
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
} from '@fluentui/react-components';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { REPORTS_NS } from '../i18n';
import { type SettlementImport, useImportSettlementFileMutation } from './reconciliation-api';
import { fileProblems, IMPORT_FIELDS, type ImportField, type ImportValues, SETTLEMENT_METHODS, unmatchedLinesLink, validateImport } from './reconciliation-rules';
import { useReconciliationStyles } from './useReconciliationStyles.styles';

/** The columns a settlement file must name in its header row (any order; others are ignored): the API's. */
const FILE_COLUMNS = ['date', 'reference', 'amount'] as const;

/** What the dialog says of a refused file: the API's line-numbered problems, or one message (a duplicate, a failure). */
interface Refusal {
  problems: string[];
  message: string | null;
}

/**
 * decisions/reconciliation.md: a gateway's settlement file imported for KNET or Card — the columns it needs explained,
 * the method and the CSV chosen, then what the API made of it (its lines, matched and not) with a toast; a refused file
 * is said in the dialog (each bad line, or 'This file was imported already'), and nothing of it was saved.
 */
export function SettlementImportDialog({ onClose }: { onClose: () => void }) {
  const [imported, setImported] = useState<SettlementImport | null>(null);
  useRestoreFocus(true);
  return imported ? <ImportSummary imported={imported} onClose={onClose} /> : <ImportForm onImported={setImported} onClose={onClose} />;
}

function ImportForm({ onImported, onClose }: { onImported: (imported: SettlementImport) => void; onClose: () => void }) {
  const { t } = useTranslation(REPORTS_NS);
  const styles = useReconciliationStyles();
  const notify = useNotify();
  const paymentLabel = usePaymentLabel();
  const [importFile] = useImportSettlementFileMutation();
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const done = useRef<SettlementImport | null>(null);
  const texts = { failed: t('reconciliation.import.failed'), errored: t('reconciliation.import.errored') };

  const { form, formProps, errorOf, saving } = useRulesForm<ImportValues, ImportField>({
    defaultValues: { method: '', file: null },
    rules: validateImport,
    ruleText: (key) => t(`reconciliation.import.rules.${key}`),
    // The file's problems are a list (below the field), not one line under it.
    serverFields: ['method'],
    save: async ({ method, file }) => {
      setRefusal(null);
      if (!method || !file) return;
      try {
        done.current = await importFile({ method, file }).unwrap();
      } catch (error) {
        const fileMessage = isApiError(error) ? error.errors?.file : undefined;
        if (fileMessage) setRefusal({ problems: fileProblems(fileMessage), message: null });
        else if (Object.keys(serverFieldErrors(error, IMPORT_FIELDS)).length === 0) setRefusal({ problems: [], message: failureMessage(error, texts) });
        throw error;
      }
    },
    // The summary replaces the form; the toast says it too, for a screen reader and after the dialog is closed.
    onSaved: () => {
      const imported = done.current;
      if (!imported) return;
      notify.success(t('reconciliation.import.done', { count: imported.lines, matched: imported.matched, unmatched: imported.unmatched }));
      onImported(imported);
    },
    failureTexts: texts,
    // Said in the dialog.
    onFailure: () => undefined,
    guardsNavigation: false,
    afterSave: 'stay',
  });

  const chosen = form.watch('file');

  return (
    <FormDialog title={t('reconciliation.import.title')} form={{ formProps, saving }} onClose={onClose} submitLabel={t('reconciliation.import.submit')}>
      <p className={styles.help}>{t('reconciliation.import.columnsHelp')}</p>
      <ul className={styles.columns}>
        {FILE_COLUMNS.map((column) => (
          <li key={column}>
            <LtrText className={styles.column}>{column}</LtrText> — {t(`reconciliation.import.column.${column}`)}
          </li>
        ))}
      </ul>
      <p className={styles.help}>{t('reconciliation.import.wholeFile')}</p>
      <FormSelect
        control={form.control}
        name="method"
        label={t('reconciliation.import.method')}
        placeholder={t('reconciliation.import.methodPlaceholder')}
        options={SETTLEMENT_METHODS.map((method) => ({ value: method, label: paymentLabel(method) }))}
        required
        error={errorOf('method')}
        disabled={saving}
      />
      <Controller
        control={form.control}
        name="file"
        render={({ field }) => (
          <FormField label={t('reconciliation.import.file')} required error={errorOf('file')}>
            {(fieldProps) => (
              <FilePickerButton
                chooseLabel={t('reconciliation.import.choose')}
                noFileLabel={t('reconciliation.import.noFile')}
                file={chosen}
                disabled={saving}
                inputProps={fieldProps}
                onChoose={(file) => {
                  setRefusal(null);
                  field.onChange(file);
                }}
              />
            )}
          </FormField>
        )}
      />
      {refusal ? <DialogFailure title={t('reconciliation.import.refused')} message={refusal.message} problems={refusal.problems} /> : null}
    </FormDialog>
  );
}

/** What the API made of the file: its lines, matched and not, their total; the unmatched ones are a click away. */
function ImportSummary({ imported, onClose }: { imported: SettlementImport; onClose: () => void }) {
  const { t } = useTranslation(REPORTS_NS);
  const styles = useReconciliationStyles();
  const paymentLabel = usePaymentLabel();
  const navigate = useNavigate();
  const { search } = useLocation();
  const count = (value: number) => <LtrText>{countText(value)}</LtrText>;

  const showUnmatched = () => {
    onClose();
    navigate(unmatchedLinesLink(search, { method: imported.method }));
  };

  return (
    <Dialog
      open
      onOpenChange={(_event, data) => {
        if (!data.open) onClose();
      }}
    >
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{t('reconciliation.import.summaryTitle')}</DialogTitle>
          <DialogContent>
            <Facts>
              <Fact term={t('reconciliation.import.summary.file')}>
                <bdi className={styles.value}>{imported.fileName}</bdi>
              </Fact>
              <Fact term={t('reconciliation.import.summary.method')}>{paymentLabel(imported.method)}</Fact>
              <Fact term={t('reconciliation.import.summary.lines')}>{count(imported.lines)}</Fact>
              <Fact term={t('reconciliation.import.summary.matched')}>{count(imported.matched)}</Fact>
              <Fact term={t('reconciliation.import.summary.unmatched')} raised={imported.unmatched > 0}>
                {count(imported.unmatched)}
              </Fact>
              <Fact term={t('reconciliation.import.summary.total')}>
                <LtrText>{formatKwd(imported.total)}</LtrText>
              </Fact>
            </Facts>
          </DialogContent>
          <DialogActions>
            {imported.unmatched > 0 ? (
              <Button appearance="primary" onClick={showUnmatched}>
                {t('reconciliation.import.showUnmatched')}
              </Button>
            ) : null}
            <Button appearance={imported.unmatched > 0 ? 'secondary' : 'primary'} onClick={onClose}>
              {t('reconciliation.import.close')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
