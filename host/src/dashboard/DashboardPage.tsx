import { Button, makeStyles, mergeClasses, Skeleton, SkeletonItem, Text, tokens } from '@fluentui/react-components';
import { useAgeThresholds } from '@dukkan/shared';
import { ArrowClockwiseRegular } from '@fluentui/react-icons';
import { errorPanel } from '@dukkan/shared/kit';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { HOST_NS } from '../i18n';
import { useBilingual } from '../i18n/use-bilingual';
import { selectCurrentUser, useAppSelector } from '@dukkan/shared';
import { dashboardCardsOf } from '../sections/nav-entries';
import { sectionIcon } from '../sections/section-icons';
import { useRemoteSections } from '../sections/SectionsProvider';
import { useGetDashboardStatsQuery } from './dashboard-api';
import { NeedsAttention } from './NeedsAttention';
import { StatCard, useCardStyles } from './StatCard';

const useStyles = makeStyles({
  header: { marginBlockEnd: tokens.spacingVerticalL },
  heading: { margin: 0 },
  subtitle: { color: tokens.colorNeutralForeground3 },
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(15rem, 1fr))',
    // Two cards a row on a phone rather than six screens of one.
    '@media (max-width: 599px)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: tokens.spacingHorizontalS },
    gap: tokens.spacingHorizontalL,
    listStyleType: 'none',
    margin: 0,
    padding: 0,
  },
  error: { ...errorPanel, marginBlockEnd: tokens.spacingVerticalL },
  skeletonCount: { width: '4rem', height: '2.5rem' },
  skeletonTitle: { width: '8rem' },
});

function CardSkeleton() {
  const card = useCardStyles();
  const styles = useStyles();
  return (
    <Skeleton className={card.card} aria-hidden>
      <SkeletonItem shape="circle" size={48} className={card.icon} />
      <span className={card.titles}>
        <SkeletonItem className={styles.skeletonTitle} />
      </span>
      <SkeletonItem className={mergeClasses(card.count, styles.skeletonCount)} />
    </Skeleton>
  );
}

/** Placeholders while it is not yet known which remotes (and so which cards) are deployed: spec §2's six. */
const PLACEHOLDER_CARDS = 6;

export interface DashboardPageProps {
  /** What remotes add below the cards (decisions/reports-and-bulk.md: their dashboard panels), given by the app's routes. */
  panels?: ReactNode;
}

/** spec §2 (/): six clickable cards with English and Arabic titles and counts; skeletons while loading. */
export function DashboardPage({ panels }: DashboardPageProps) {
  const styles = useStyles();
  const { t } = useTranslation(HOST_NS);
  const { primaryText, secondaryText, primaryLang, secondaryLang } = useBilingual();
  // Asked again on every visit by the route's loader (dashboard-loader.ts), before this renders.
  const { overdueMinutes } = useAgeThresholds();
  const { data, isLoading, isError, refetch } = useGetDashboardStatsQuery(overdueMinutes);

  // The cards are the deployed remotes' (decisions/sections.md), each counting a field of dashboard/stats.
  const sections = useRemoteSections();
  const user = useAppSelector(selectCurrentUser);
  const cards = dashboardCardsOf(sections.sections, user);
  const loading = isLoading || sections.status === 'loading';

  return (
    <section aria-labelledby="dashboard-title" aria-busy={loading}>
      <header className={styles.header}>
        <Text as="h2" size={700} weight="semibold" id="dashboard-title" className={styles.heading} block>
          {t('dashboard.title')}
        </Text>
        <Text className={styles.subtitle}>{t('dashboard.subtitle')}</Text>
      </header>

      {isError && !data && (
        <div role="alert" className={styles.error}>
          <Text weight="semibold">{t('dashboard.loadFailed')}</Text>
          <Button icon={<ArrowClockwiseRegular />} onClick={() => refetch()}>
            {t('dashboard.retry')}
          </Button>
        </div>
      )}

      {data && <NeedsAttention stats={data} overdueMinutes={overdueMinutes} />}

      {loading ? (
        <ul className={styles.grid} aria-label={t('dashboard.loading')}>
          {Array.from({ length: cards.length || PLACEHOLDER_CARDS }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to tell them apart
            <li key={i} data-testid="dashboard-card-skeleton">
              <CardSkeleton />
            </li>
          ))}
        </ul>
      ) : (
        data && (
          <ul className={styles.grid}>
            {cards.map(({ id, path, stat, icon, label }) => (
              <li key={`${path}:${id}`}>
                <StatCard
                  to={path}
                  Icon={sectionIcon(icon)}
                  title={primaryText(label)}
                  titleLang={primaryLang}
                  subtitle={secondaryText(label)}
                  subtitleLang={secondaryLang}
                  count={data[stat] ?? 0}
                />
              </li>
            ))}
          </ul>
        )
      )}

      {/* decisions/reports-and-bulk.md: the trends, charts and top lists come from the remotes that declare dashboard panels (remote-reports). */}
      {panels}
    </section>
  );
}
