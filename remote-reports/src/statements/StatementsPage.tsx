import { selectCurrentUser, useAppSelector, useLanguage, useListFilters, useSearchShopChoicesQuery } from '@dukkan/shared';
import { isChosenId, PageHeader, RecordState, ShopPicker, StatusBadge } from '@dukkan/shared/kit';
import { Field, Select, Spinner, Text } from '@fluentui/react-components';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useTranslation } from 'react-i18next';
import { REPORTS_NS } from '../i18n';
import { CommissionRates } from './CommissionRates';
import { StatementSheet } from './StatementSheet';
import { defaultWeekStart, weekDays } from './statement-weeks';
import { useGetStatementQuery, useGetStatementWeeksQuery } from './statements-api';
import { STATEMENT_PRINT_CSS, useStatementsStyles } from './useStatementsStyles.styles';

const CHOICE_KEYS = ['shop', 'week'] as const;

/**
 * decisions/shop-statements.md, /statements (money.read): one shop's statement of one week, Saturday to Friday, and the
 * shop's commission rates. The choice lives in the address (?shop=…&week=YYYY-MM-DD), so a statement can be linked
 * and reloaded; without one, the latest closed week (else the current) of the first shop — a shop's own staff, their
 * first shop.
 */
export function StatementsPage() {
  const { t } = useTranslation(REPORTS_NS);
  const language = useLanguage();
  const styles = useStatementsStyles();
  const { values, change } = useListFilters(CHOICE_KEYS);
  const ownShop = useAppSelector(selectCurrentUser)?.shopIds?.[0];
  const weeks = useGetStatementWeeksQuery();
  // The first of the shops' list (as the picker's first search asks it: one request for both), when nothing names one.
  const firstShops = useSearchShopChoicesQuery('', { skip: isChosenId(values.shop) || ownShop !== undefined });
  const shopId = isChosenId(values.shop) ? Number(values.shop) : (ownShop ?? firstShops.data?.items[0]?.id);
  const weekStart = values.week || defaultWeekStart(weeks.data);
  const week = weeks.data?.find((each) => each.weekStart === weekStart);
  const statement = useGetStatementQuery(shopId !== undefined && weekStart ? { shopId, weekStart } : skipToken);
  const weekLabel = (days: { weekStart: string; weekEnd: string }) => t('statements.weekLabel', weekDays(days, language));
  // A new choice keeps the other one as shown, so the address names the statement on screen whole.
  const choose = (choice: { shop?: string; week?: string }) => change({ shop: shopId === undefined ? '' : String(shopId), week: weekStart, ...choice });
  const noShops = shopId === undefined && firstShops.data?.items.length === 0;

  return (
    <section className={styles.page} aria-labelledby="statements-title">
      {/* The page-wide print rules (a constant): a style element of the page, as Griffel's static styles are not in the
          panel's shared Fluent build; they go with the page. */}
      <style>{STATEMENT_PRINT_CSS}</style>
      <div className={styles.notPrinted}>
        <PageHeader title={<span id="statements-title">{t('statements.title')}</span>} subtitle={t('statements.subtitle')} />
      </div>
      <fieldset className={styles.choice} aria-label={t('statements.choice')}>
        <ShopPicker
          label={t('statements.shop')}
          placeholder={t('statements.searchShop')}
          failedText={t('statements.shopsFailed')}
          value={shopId === undefined ? '' : String(shopId)}
          onChange={(shop) => choose({ shop })}
          className={styles.picker}
        />
        <div className={styles.week}>
          <Field label={t('statements.week')} className={styles.weekSelect}>
            <Select value={weekStart} disabled={!weeks.data} onChange={(_event, data) => choose({ week: data.value })}>
              {/* A week the address names that the list does not hold (not yet read, or mistyped) still shows as chosen. */}
              {weekStart && !week ? <option value={weekStart}>{weekStart}</option> : null}
              {(weeks.data ?? []).map((each) => (
                <option key={each.weekStart} value={each.weekStart}>
                  {t('statements.weekOption', { week: weekLabel(each), status: t(`statements.status.${each.status}`) })}
                </option>
              ))}
            </Select>
          </Field>
          {week ? (
            <span className={styles.badgeSpot}>
              <StatusBadge tone={week.status === 'closed' ? 'success' : 'warning'}>{t(`statements.status.${week.status}`)}</StatusBadge>
            </span>
          ) : null}
        </div>
      </fieldset>

      {weeks.isError ? (
        <RecordState query={weeks} notFound={false} texts={{ loading: t('statements.weeksLoading'), notFound: '', notFoundHint: '', failed: t('statements.weeksFailed') }} />
      ) : noShops ? (
        <Text className={styles.quiet}>{t('statements.noShops')}</Text>
      ) : statement.currentData ? (
        <StatementSheet statement={statement.currentData} />
      ) : statement.isError ? (
        <RecordState
          query={statement}
          notFound={false}
          texts={{ loading: t('statements.loading'), notFound: '', notFoundHint: '', failed: t('statements.fetchFailed'), errored: t('statements.loadError') }}
        />
      ) : (
        <Spinner label={t('statements.loading')} />
      )}

      {shopId !== undefined ? <CommissionRates shopId={shopId} /> : null}
    </section>
  );
}
