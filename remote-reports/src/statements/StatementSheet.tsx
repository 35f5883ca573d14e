import { countText, formatKwd, localizedName, LtrText, useLanguage, usePaymentLabel } from '@dukkan/shared';
import { Fact, Facts, KuwaitTime, raisedCard, ResponsiveTable, StatusBadge, type ResponsiveTableColumn } from '@dukkan/shared/kit';
import { makeStyles, mergeClasses, Text } from '@fluentui/react-components';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { REPORTS_NS } from '../i18n';
import { StatementActions } from './StatementActions';
import { weekDays } from './statement-weeks';
import type { Statement, StatementLine } from './statements-api';
import { useStatementsStyles } from './useStatementsStyles.styles';

const useCardStyles = makeStyles({ card: raisedCard });

/** A line's money figures (KWD), as the contract names them: its every key but the order, delivery and payment. */
type StatementMoney = Exclude<keyof StatementLine, 'orderId' | 'deliveredAt' | 'paymentMethod'>;

/** A statement's money, the line's or the totals' (KWD, exact to the fils), left to right inside Arabic. */
const Money = ({ amount }: { amount: number }) => <LtrText>{formatKwd(amount)}</LtrText>;

/**
 * decisions/shop-statements.md: one shop's statement of one week — the shop, the week and the period it counts, open or
 * closed (by whom, when), its totals, and each order's part: delivered in the period, or an earlier order's refund
 * (a correction). What Print prints (`data-statement-sheet`: STATEMENT_PRINT_CSS).
 */
export function StatementSheet({ statement }: { statement: Statement }) {
  const { t } = useTranslation(REPORTS_NS);
  const language = useLanguage();
  const styles = useStatementsStyles();
  const card = useCardStyles().card;
  const shop = localizedName({ name: statement.shop.name, name_ar: statement.shop.nameAr }, language);
  const { totals } = statement;
  const paymentLabel = usePaymentLabel();

  const money = (key: StatementMoney, header: string): ResponsiveTableColumn<StatementLine> => ({
    key,
    header,
    align: 'end',
    render: (line) => <Money amount={line[key]} />,
  });
  const columns: ResponsiveTableColumn<StatementLine>[] = [
    {
      key: 'order',
      header: t('statements.lines.order'),
      cardTitle: true,
      render: (line) => (
        <Link className={styles.link} to={`/order-items/${line.orderId}`}>
          {t('statements.lines.orderLink', { id: line.orderId })}
        </Link>
      ),
    },
    {
      key: 'delivered',
      header: t('statements.lines.delivered'),
      // An earlier order refunded in this period: no delivery here, a correction of a week already counted.
      render: (line) =>
        line.deliveredAt ? (
          // Its date and time may wrap: twelve columns share the width.
          <span className={styles.wraps}>
            <KuwaitTime at={line.deliveredAt} />
          </span>
        ) : (
          <span className={styles.delivered}>
            <span aria-hidden>—</span>
            <StatusBadge tone="warning">{t('statements.lines.correction')}</StatusBadge>
          </span>
        ),
    },
    { key: 'payment', header: t('statements.lines.payment'), render: (line) => paymentLabel(line.paymentMethod) },
    money('sales', t('statements.lines.sales')),
    money('deliveryFees', t('statements.lines.deliveryFee')),
    // decisions/promotions.md: the discounts each side paid for; the platform's come back to the shop in its net.
    money('promotionsShop', t('statements.lines.promotionsShop')),
    money('promotionsPlatform', t('statements.lines.promotionsPlatform')),
    money('commission', t('statements.lines.commission')),
    money('refundsShop', t('statements.lines.refundsShop')),
    money('refundsPlatform', t('statements.lines.refundsPlatform')),
    money('netPayout', t('statements.lines.net')),
  ];

  return (
    <section className={mergeClasses(card, styles.sheet)} aria-labelledby="statement-title" data-statement-sheet="">
      <div className={styles.sheetHead}>
        <h2 id="statement-title" className={styles.title}>
          <bdi>{t('statements.heading', { shop })}</bdi>
          <StatusBadge tone={statement.status === 'closed' ? 'success' : 'warning'}>{t(`statements.status.${statement.status}`)}</StatusBadge>
        </h2>
        <StatementActions statement={statement} />
      </div>
      <div className={styles.meta}>
        <Text>{t('statements.weekLabel', weekDays(statement, language))}</Text>
        <Text>
          {t('statements.period')}:{' '}
          <Trans t={t} i18nKey="statements.periodRange" components={{ from: <KuwaitTime at={statement.periodStart} />, to: <KuwaitTime at={statement.periodEnd} /> }} />
        </Text>
        {statement.closedAt ? (
          <Text>
            {statement.closedBy ? `${t('statements.closedBy', { name: statement.closedBy.name })} · ` : null}
            <KuwaitTime at={statement.closedAt} />
          </Text>
        ) : null}
      </div>

      <Facts>
        <Fact term={t('statements.totals.orders')}>
          <LtrText>{countText(totals.orders)}</LtrText>
        </Fact>
        <Fact term={t('statements.totals.sales')}>
          <Money amount={totals.sales} />
        </Fact>
        <Fact term={t('statements.totals.deliveryFees')}>
          <Money amount={totals.deliveryFees} />
        </Fact>
        <Fact term={t('statements.totals.promotionsShop')}>
          <Money amount={totals.promotionsShop} />
        </Fact>
        <Fact term={t('statements.totals.promotionsPlatform')}>
          <Money amount={totals.promotionsPlatform} />
        </Fact>
        <Fact term={t('statements.totals.commission')}>
          <Money amount={totals.commission} />
        </Fact>
        <Fact term={t('statements.totals.refundsShop')}>
          <Money amount={totals.refundsShop} />
        </Fact>
        <Fact term={t('statements.totals.refundsPlatform')}>
          <Money amount={totals.refundsPlatform} />
        </Fact>
        <Fact term={t('statements.totals.netPayout')}>
          <strong className={styles.net}>
            <Money amount={totals.netPayout} />
          </strong>
        </Fact>
      </Facts>

      <h3 className={styles.subheading}>{t('statements.lines.title')}</h3>
      {statement.lines.length === 0 ? (
        <Text className={styles.quiet}>{t('statements.lines.empty')}</Text>
      ) : (
        <ResponsiveTable
          ariaLabel={t('statements.lines.table')}
          columns={columns}
          rows={statement.lines}
          // An order appears once in a statement (its delivery and its refunds in the period together).
          getRowKey={(line) => line.orderId}
          numbered={false}
          cardsUpTo="tablet"
          // Twelve columns: each as wide as its content, so the amounts (never wrapped) fit the screen and the paper.
          columnWidths="content"
        />
      )}
    </section>
  );
}
