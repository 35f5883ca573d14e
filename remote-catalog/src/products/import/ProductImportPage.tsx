import { isApiError, LtrText, saveFile, useFailureToast, useLanguage, useNotify } from '@dukkan/shared';
import { FilePickerButton, PageHeader } from '@dukkan/shared/kit';
import { Button, Field, MessageBar, MessageBarActions, MessageBarBody, MessageBarTitle, ProgressBar, Spinner } from '@fluentui/react-components';
import { ArrowDownloadRegular, ArrowLeftRegular, ArrowRightRegular, ArrowUploadRegular, } from '@fluentui/react-icons';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { countText } from './count-text';
import { ImportPreview } from './ImportPreview';
import {
  IMPORT_COLUMNS,
  type ImportProgress,
  type ImportResult,
  useGetProductImportTemplateMutation,
  useImportProductsMutation,
  usePreviewProductImportMutation,
} from './product-import-api';
import { CATALOG_NS } from './product-import-i18n';
import { useProductImportPageStyles } from './useProductImportPageStyles.styles';

/** CSV text as a file, UTF-8 with a BOM so Excel reads the Arabic (reading the answer as text drops the BOM the API sent). */
const csvFile = (text: string) => new Blob([`\uFEFF${text.replace(/^\uFEFF/, '')}`], { type: 'text/csv;charset=utf-8' });

/** A refusal of the file itself (400 unreadable, 413 too large, 415): the user fixes the file. */
const isFileRefusal = (error: unknown) => isApiError(error) && (error.status === 400 || error.status === 413 || error.status === 415);

/**
 * decisions/reports-and-bulk.md, /products/import: the template, a file chosen, the preview of what it creates and
 * changes (old → new) and of every invalid row with its line, then the import in one go with its
 * progress, and what it did.
 */
export function ProductImportPage() {
  const { t } = useTranslation(CATALOG_NS);
  const styles = useProductImportPageStyles();
  const language = useLanguage();
  const navigate = useNavigate();
  const notify = useNotify();
  // The chosen file's name and its bytes, read once: what the preview showed is what Apply sends,
  // even if the file is saved again meanwhile (Chrome cannot read a File changed after choosing).
  const [file, setFile] = useState<{ name: string; bytes: Blob } | null>(null);
  const [progress, setProgress] = useState<ImportProgress | null>(null);
  const [result, setResult] = useState<ImportResult | null>(null);
  const [getTemplate, template] = useGetProductImportTemplateMutation();
  const [preview, checked] = usePreviewProductImportMutation();
  const [importProducts, applied] = useImportProductsMutation();

  const plan = file && !checked.isLoading ? checked.data : undefined;
  const writes = plan ? plan.create.length + plan.change.length : 0;
  const checkFailure = useFailureToast(checked.error, { failed: t('productImport.checkFailed'), errored: t('productImport.checkErrored') });
  const applyFailure = useFailureToast(applied.error, { failed: t('productImport.applyFailed'), errored: t('productImport.applyErrored') });
  useFailureToast(template.error, { failed: t('productImport.templateFailed') });

  const choose = async (chosen: File) => {
    setResult(null);
    setProgress(null);
    applied.reset();
    const bytes = new Blob([await chosen.arrayBuffer()], { type: 'text/csv' });
    setFile({ name: chosen.name, bytes });
    void preview(bytes);
  };

  const downloadTemplate = async () => {
    const text = await getTemplate().unwrap().catch(() => null);
    if (text !== null) saveFile(csvFile(text), 'products-import-template.csv');
  };

  const apply = async () => {
    if (!file) return;
    setProgress({ done: 0, total: writes });
    try {
      const done = await importProducts({ file: file.bytes, onProgress: setProgress }).unwrap();
      setResult(done);
      setFile(null);
      checked.reset();
      notify.success(t('productImport.applied', countText(done)));
    } catch {
      setProgress(null);
    }
  };

  const BackIcon = language === 'ar' ? ArrowRightRegular : ArrowLeftRegular;

  return (
    <section className={styles.page}>
      <PageHeader
        title={t('productImport.title')}
        actions={
          <Button appearance="subtle" icon={<BackIcon />} onClick={() => navigate('/products')}>
            {t('productImport.back')}
          </Button>
        }
      />
      <div className={styles.card}>
        <p className={styles.text}>{t('productImport.intro')}</p>
        <div className={styles.columns}>
          <span className={styles.quiet}>{t('productImport.columns')}:</span>
          {IMPORT_COLUMNS.map((column) => (
            <LtrText key={column} className={styles.column}>
              {column}
            </LtrText>
          ))}
        </div>
        <p className={styles.quiet}>{t('productImport.limits')}</p>
        <div className={styles.row}>
          <Button icon={<ArrowDownloadRegular />} onClick={() => void downloadTemplate()} disabled={template.isLoading}>
            {t('productImport.template')}
          </Button>
          <FilePickerButton
            chooseLabel={t('productImport.choose')}
            noFileLabel={t('productImport.noFile')}
            file={file}
            disabled={applied.isLoading}
            inputProps={{ 'aria-label': t('productImport.file') }}
            onChoose={(chosen) => void choose(chosen)}
          />
        </div>
      </div>

      {file && checked.isLoading ? <Spinner size="small" label={t('productImport.checking')} /> : null}
      {file && checkFailure ? (
        <MessageBar intent="error">
          <MessageBarBody>
            <MessageBarTitle>{isFileRefusal(checked.error) ? t('productImport.refused') : t('productImport.checkFailed')}</MessageBarTitle>
            {checkFailure}
          </MessageBarBody>
        </MessageBar>
      ) : null}

      {plan ? <ImportPreview plan={plan} /> : null}

      {plan && plan.invalid.length === 0 ? (
        <div className={styles.card}>
          {writes === 0 ? <p className={styles.text}>{t('productImport.nothingToDo')}</p> : null}
          <div className={styles.actions}>
            <Button appearance="primary" icon={<ArrowUploadRegular />} disabled={writes === 0 || applied.isLoading} onClick={() => void apply()}>
              {t('productImport.apply')}
            </Button>
          </div>
          {progress && applied.isLoading ? (
            <Field label={t('productImport.progress')} validationState="none" validationMessage={<Trans t={t} i18nKey="productImport.applying" values={countText(progress)} components={{ ltr: <LtrText /> }} />}>
              <ProgressBar value={progress.total ? progress.done / progress.total : 0} thickness="large" />
            </Field>
          ) : null}
          {applyFailure ? (
            <MessageBar intent="error">
              <MessageBarBody>{applyFailure}</MessageBarBody>
            </MessageBar>
          ) : null}
        </div>
      ) : null}

      {result ? (
        <MessageBar intent="success" role="status">
          <MessageBarBody>{t('productImport.applied', countText(result))}</MessageBarBody>
          <MessageBarActions>
            <Button onClick={() => navigate('/products')}>{t('productImport.seeProducts')}</Button>
          </MessageBarActions>
        </MessageBar>
      ) : null}
    </section>
  );
}
