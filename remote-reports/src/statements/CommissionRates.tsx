import { formatDay, formatKwd, kuwaitDay, LtrText, useCan, useLanguage, useNotifiedCall, useNotify } from '@dukkan/shared';
import { ConfirmDialog, FormInput, PageSection, RecordState, ResponsiveTable, StatusBadge, useRulesForm, type ResponsiveTableColumn } from '@dukkan/shared/kit';
import { Button, makeStyles, Spinner, Text, tokens } from '@fluentui/react-components';
import { DeleteRegular, SaveRegular } from '@fluentui/react-icons';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { REPORTS_NS } from '../i18n';
import { ratePercent } from '../common/rate-percent';
import {
  COMMISSION_RATE_FIELDS,
  type CommissionRateField,
  type CommissionRateValues,
  commissionRateBody,
  emptyCommissionRate,
  validateCommissionRate,
} from './commission-rate-rules';
import { type CommissionRate, useAddCommissionRateMutation, useDeleteCommissionRateMutation, useGetCommissionRatesQuery } from './statements-api';

const useStyles = makeStyles({
  quiet: { color: tokens.colorNeutralForeground3 },
  subheading: { margin: 0, marginBlockStart: tokens.spacingVerticalM, fontSize: tokens.fontSizeBase300, fontWeight: tokens.fontWeightSemibold },
  form: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(11rem, 1fr))',
    gap: tokens.spacingHorizontalM,
    alignItems: 'start',
    // A field's input keeps its own minimum width unless told: it would overflow its column.
    '& > *': { minWidth: 0 },
    '& input': { minWidth: 0, width: '100%' },
  },
  submit: { gridColumn: '1 / -1' },
});

/**
 * decisions/shop-statements.md: a shop's commission rates (money.read), newest date first, the one in effect today
 * marked; owners (money.manage) add one from today or a later date, and delete one not in effect yet — a rate a
 * statement may have used stays.
 */
export function CommissionRates({ shopId }: { shopId: number }) {
  const { t } = useTranslation(REPORTS_NS);
  const language = useLanguage();
  const styles = useStyles();
  const canManage = useCan('money.manage');
  const rates = useGetCommissionRatesQuery(shopId);
  const today = kuwaitDay(new Date());

  const day = (rate: CommissionRate) => formatDay(rate.effectiveFrom, language);
  const columns: ResponsiveTableColumn<CommissionRate>[] = [
    { key: 'from', header: t('statements.rates.from'), cardTitle: true, render: (rate) => day(rate) },
    { key: 'percent', header: t('statements.rates.percent'), align: 'end', render: (rate) => <LtrText>{t('statements.rates.percentValue', { percent: ratePercent(rate.percent) })}</LtrText> },
    { key: 'fee', header: t('statements.rates.fee'), align: 'end', render: (rate) => <LtrText>{formatKwd(rate.feePerOrder)}</LtrText> },
    {
      key: 'status',
      header: t('statements.rates.status'),
      render: (rate) =>
        rate.id === rates.data?.currentId ? (
          <StatusBadge tone="success">{t('statements.rates.inEffect')}</StatusBadge>
        ) : rate.effectiveFrom > today ? (
          <StatusBadge tone="informative">{t('statements.rates.upcoming')}</StatusBadge>
        ) : null,
    },
  ];

  return (
    <PageSection id="commission-rates" title={t('statements.rates.title')}>
      {rates.data ? (
        rates.data.rates.length === 0 ? (
          <Text className={styles.quiet}>{t('statements.rates.empty')}</Text>
        ) : (
          <RatesTable shopId={shopId} rates={rates.data.rates} columns={columns} today={today} canDelete={canManage} day={day} />
        )
      ) : rates.isError ? (
        <RecordState query={rates} notFound={false} texts={{ loading: t('statements.rates.loading'), notFound: '', notFoundHint: '', failed: t('statements.rates.fetchFailed') }} />
      ) : (
        <Spinner label={t('statements.rates.loading')} />
      )}
      {/* A form per shop: another shop's half-typed rate is not carried over. */}
      {canManage ? <AddRateForm key={shopId} shopId={shopId} today={today} /> : null}
    </PageSection>
  );
}

/** The rates in a table (cards on a phone); owners delete a rate not in effect yet, after a confirmation. */
function RatesTable({
  shopId,
  rates,
  columns,
  today,
  canDelete,
  day,
}: {
  shopId: number;
  rates: CommissionRate[];
  columns: ResponsiveTableColumn<CommissionRate>[];
  today: string;
  canDelete: boolean;
  day: (rate: CommissionRate) => string;
}) {
  const { t } = useTranslation(REPORTS_NS);
  const notifiedCall = useNotifiedCall();
  const [deleteRate, deleting] = useDeleteCommissionRateMutation();
  const [pending, setPending] = useState<CommissionRate | null>(null);

  const confirm = async () => {
    if (!pending) return;
    await notifiedCall(() => deleteRate({ shopId, rateId: pending.id }).unwrap(), { success: t('statements.rates.deleted'), failed: t('statements.rates.deleteFailed') });
    setPending(null);
  };

  const actions: ResponsiveTableColumn<CommissionRate> = {
    key: 'actions',
    header: '',
    // Only a rate from a later day: one in effect or past may be in a statement already (the API refuses it).
    render: (rate) =>
      rate.effectiveFrom > today ? (
        <Button appearance="subtle" icon={<DeleteRegular />} aria-label={t('statements.rates.deleteNamed', { date: day(rate) })} onClick={() => setPending(rate)}>
          {t('statements.rates.delete')}
        </Button>
      ) : null,
  };

  return (
    <>
      <ResponsiveTable
        ariaLabel={t('statements.rates.table')}
        columns={canDelete ? [...columns, actions] : columns}
        rows={rates}
        getRowKey={(rate) => rate.id}
        numbered={false}
        columnWidths="content"
      />
      <ConfirmDialog
        open={pending !== null}
        title={t('statements.rates.deleteTitle')}
        message={
          pending ? t('statements.rates.deleteMessage', { date: day(pending), percent: ratePercent(pending.percent), fee: formatKwd(pending.feePerOrder) }) : ''
        }
        confirmLabel={t('statements.rates.delete')}
        destructive
        busy={deleting.isLoading}
        onConfirm={() => void confirm()}
        onCancel={() => setPending(null)}
      />
    </>
  );
}

/** Add rate (money.manage): the API's rules checked as typed, its field messages under the fields, then 'Rate saved'. */
function AddRateForm({ shopId, today }: { shopId: number; today: string }) {
  const { t } = useTranslation(REPORTS_NS);
  const styles = useStyles();
  const notify = useNotify();
  const [addRate] = useAddCommissionRateMutation();
  const empty = useMemo(() => emptyCommissionRate(today), [today]);

  const { form, formProps, errorOf, saving } = useRulesForm<CommissionRateValues, CommissionRateField>({
    defaultValues: empty,
    rules: (values) => validateCommissionRate(values, today),
    ruleText: (key) => t(`statements.rates.rules.${key}`),
    serverFields: COMMISSION_RATE_FIELDS,
    save: (values) => addRate({ shopId, body: commissionRateBody(values) }).unwrap(),
    onSaved: () => {
      notify.success(t('statements.rates.saved'));
      form.reset(empty);
    },
    failureTexts: { failed: t('statements.rates.saveFailed') },
    onFailure: notify.error,
    // A section of the page, not the page's own form: leaving it half-typed loses nothing saved.
    guardsNavigation: false,
    afterSave: 'stay',
  });

  return (
    <>
      <h3 id="add-commission-rate" className={styles.subheading}>
        {t('statements.rates.add')}
      </h3>
      <form {...formProps} className={styles.form} aria-labelledby="add-commission-rate">
        <FormInput control={form.control} name="percent" label={t('statements.rates.percent')} required inputMode="decimal" dir="ltr" error={errorOf('percent')} disabled={saving} />
        <FormInput control={form.control} name="feePerOrder" label={t('statements.rates.fee')} required inputMode="decimal" dir="ltr" error={errorOf('feePerOrder')} disabled={saving} />
        <FormInput control={form.control} name="effectiveFrom" type="date" min={today} label={t('statements.rates.from')} required error={errorOf('effectiveFrom')} disabled={saving} />
        <div className={styles.submit}>
          <Button type="submit" appearance="primary" icon={<SaveRegular />} disabled={saving}>
            {t('statements.rates.save')}
          </Button>
        </div>
      </form>
    </>
  );
}
