import { countText, useOverdueNewOrders } from '@dukkan/shared';
import { makeStyles, Text, tokens } from '@fluentui/react-components';
import { WarningRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { HOST_NS } from '../i18n';
import type { DashboardStats } from './dashboard-api';

const useStyles = makeStyles({
  strip: { marginBlockEnd: tokens.spacingVerticalL },
  heading: { margin: 0, marginBlockEnd: tokens.spacingVerticalS },
  list: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(16rem, 1fr))',
    gap: tokens.spacingHorizontalS,
    listStyleType: 'none',
    margin: 0,
    padding: 0,
  },
  item: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    minHeight: '44px',
    boxSizing: 'border-box',
    height: '100%',
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalL}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorPaletteYellowBackground1,
    color: tokens.colorNeutralForeground1,
    textDecorationLine: 'none',
    ':hover': { textDecorationLine: 'underline' },
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}` },
  },
  icon: { fontSize: '20px', color: tokens.colorPaletteMarigoldForeground1, flexShrink: 0 },
  calm: { color: tokens.colorNeutralForeground3 },
});

/** decisions/reports-and-bulk.md: an accepted order not shipped within an hour needs attention (the API's rule too). */
export const SHIP_WITHIN_MINUTES = 60;

export interface NeedsAttentionProps {
  stats: DashboardStats;
  /** The red age of a NEW order, in minutes (config.js orderAgeOverdueMinutes). */
  overdueMinutes: number;
}

/**
 * decisions/reports-and-bulk.md: the "needs attention" strip above the cards: NEW orders past the red age, accepted
 * orders not shipped within an hour, shops that should be open but are not (and why), products
 * out of stock — each a count linking to its list filtered the same way (the filters live in the URL).
 */
export function NeedsAttention({ stats, overdueMinutes }: NeedsAttentionProps) {
  const styles = useStyles();
  const { t } = useTranslation(HOST_NS);
  // While the order stream is live, the desk's count (the banner's own, ticking as orders age past
  // the red age); else the API's, asked on each visit and order event. Exact either way.
  const desk = useOverdueNewOrders();
  const newOverdue = desk.live && !desk.capped ? desk.count : (stats.newOrdersOverdue ?? 0);
  const items = [
    {
      key: 'newOverdue',
      count: newOverdue,
      to: `/orders?status=NEW&waitingMinutes=${overdueMinutes}`,
      // Written as the live desk's banner writes the same count.
      text: t('dashboard.attention.newOverdue', { count: newOverdue, shown: countText(newOverdue), minutes: overdueMinutes }),
    },
    {
      key: 'acceptedNotShipped',
      count: stats.acceptedNotShipped ?? 0,
      to: `/orders?status=ACCEPTED&waitingMinutes=${SHIP_WITHIN_MINUTES}`,
      text: t('dashboard.attention.acceptedNotShipped', { count: stats.acceptedNotShipped ?? 0 }),
    },
    {
      key: 'shops',
      count: stats.shopsNotTakingOrders,
      to: '/shops?notTakingOrders=true',
      text: `${t('dashboard.shopsNotTakingOrders', { count: stats.shopsNotTakingOrders })} ${t('dashboard.attention.why', {
        closed: stats.shopsSwitchedClosed ?? 0,
        paused: stats.shopsPaused ?? 0,
      })}`,
    },
    { key: 'outOfStock', count: stats.productsOutOfStock ?? 0, to: '/products?stockAtMost=0', text: t('dashboard.attention.outOfStock', { count: stats.productsOutOfStock ?? 0 }) },
  ].filter((item) => item.count > 0);

  return (
    <section aria-labelledby="attention-title" className={styles.strip}>
      <Text as="h3" size={400} weight="semibold" id="attention-title" className={styles.heading} block>
        {t('dashboard.attention.title')}
      </Text>
      {items.length === 0 ? (
        <Text className={styles.calm}>{t('dashboard.attention.none')}</Text>
      ) : (
        <ul className={styles.list}>
          {items.map((item) => (
            // data-attention: the frame's script fills the same item from the inline script's answer (prerender/attention-frame.ts).
            <li key={item.key} data-attention={item.key}>
              <Link to={item.to} className={styles.item}>
                <WarningRegular aria-hidden className={styles.icon} />
                <Text weight="semibold">{item.text}</Text>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
