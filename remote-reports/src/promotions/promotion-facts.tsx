import { countText, formatKwd, localizedName, LtrText, type Language, useLanguage } from '@dukkan/shared';
import { KuwaitTime } from '@dukkan/shared/kit';
import { ProgressBar } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { REPORTS_NS } from '../i18n';
import { ratePercent } from '../common/rate-percent';
import type { Promotion } from './promotions-api';
import { usePromotionsStyles } from './usePromotionsStyles.styles';

// How a promotion reads in the list (decisions/promotions.md): each cell of its row, or line of its card on a phone.
// Amounts stay whole and left to right inside Arabic (<ltr>).

const LTR = { ltr: <LtrText /> };

/** The promotion's name in the reader's language. */
export const promotionName = (promotion: Pick<Promotion, 'name' | 'nameAr'>, language: Language) => localizedName({ name: promotion.name, name_ar: promotion.nameAr }, language);

/** Its code, or 'Automatic' for an offer applied without one. */
export function PromotionCode({ promotion }: { promotion: Promotion }) {
  const { t } = useTranslation(REPORTS_NS);
  const styles = usePromotionsStyles();
  return promotion.code === null ? <span className={styles.quiet}>{t('promotions.automatic')}</span> : <LtrText className={styles.code}>{promotion.code}</LtrText>;
}

/** What it gives: '10 % off, up to KWD 2.000', 'KWD 1.000 off', 'Free delivery'. */
export function PromotionGives({ promotion }: { promotion: Promotion }) {
  const { t } = useTranslation(REPORTS_NS);
  if (promotion.kind === 'free_delivery') return t('promotions.gives.freeDelivery');
  if (promotion.kind === 'fixed') return <Trans t={t} i18nKey="promotions.gives.fixed" values={{ amount: formatKwd(promotion.amount) }} components={LTR} />;
  const percent = ratePercent(promotion.percent ?? 0);
  return promotion.maxDiscount === null ? (
    <Trans t={t} i18nKey="promotions.gives.percent" values={{ percent }} components={LTR} />
  ) : (
    <Trans t={t} i18nKey="promotions.gives.percentCapped" values={{ percent, cap: formatKwd(promotion.maxDiscount) }} components={LTR} />
  );
}

/** Who may have it: a minimum basket, first orders only, so many times per customer; 'None' without any. */
export function PromotionConditions({ promotion }: { promotion: Promotion }) {
  const { t } = useTranslation(REPORTS_NS);
  const styles = usePromotionsStyles();
  const conditions: [string, ReactNode][] = [];
  if (promotion.minBasket > 0) {
    conditions.push(['minBasket', <Trans key="minBasket" t={t} i18nKey="promotions.conditions.minBasket" values={{ amount: formatKwd(promotion.minBasket) }} components={LTR} />]);
  }
  if (promotion.firstOrderOnly) conditions.push(['firstOrder', t('promotions.conditions.firstOrder')]);
  if (promotion.perCustomerLimit !== null) conditions.push(['perCustomer', t('promotions.conditions.perCustomer', { count: promotion.perCustomerLimit })]);
  if (conditions.length === 0) return <span className={styles.quiet}>{t('promotions.conditions.none')}</span>;
  return (
    <ul className={styles.lines}>
      {conditions.map(([key, condition]) => (
        <li key={key}>{condition}</li>
      ))}
    </ul>
  );
}

/** When: 'From <start>' while it has no end, else '<start> to <end>' (Kuwait's clock). */
export function PromotionSchedule({ promotion }: { promotion: Promotion }) {
  const { t } = useTranslation(REPORTS_NS);
  const from = <KuwaitTime at={promotion.startsAt} />;
  return promotion.endsAt === null ? (
    <Trans t={t} i18nKey="promotions.schedule.from" components={{ from }} />
  ) : (
    <Trans t={t} i18nKey="promotions.schedule.range" components={{ from, to: <KuwaitTime at={promotion.endsAt} /> }} />
  );
}

/** How much of it is used: the redemptions (of the most allowed), what it gave (of its budget, with a bar). */
export function PromotionUsage({ promotion }: { promotion: Promotion }) {
  const { t } = useTranslation(REPORTS_NS);
  const language = useLanguage();
  const styles = usePromotionsStyles();
  const uses = countText(promotion.redemptions);
  const spent = formatKwd(promotion.spent);
  const { budget } = promotion;
  return (
    <div className={styles.lines}>
      <span>
        {promotion.maxRedemptions === null
          ? t('promotions.used.redemptions', { uses })
          : t('promotions.used.redemptionsOf', { uses, max: countText(promotion.maxRedemptions) })}
      </span>
      <span>
        {budget === null ? (
          <Trans t={t} i18nKey="promotions.used.spent" values={{ spent }} components={LTR} />
        ) : (
          <Trans t={t} i18nKey="promotions.used.spentOf" values={{ spent, budget: formatKwd(budget) }} components={LTR} />
        )}
      </span>
      {budget !== null && budget > 0 ? (
        <ProgressBar
          className={styles.budget}
          value={Math.min(promotion.spent, budget)}
          max={budget}
          thickness="large"
          color={promotion.spent >= budget ? 'warning' : 'brand'}
          aria-label={t('promotions.used.budgetBar', { name: promotionName(promotion, language) })}
        />
      ) : null}
    </div>
  );
}
