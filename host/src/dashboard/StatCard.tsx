import { countText } from '@dukkan/shared';
import { logicalBorder } from '@dukkan/shared/kit';
import { makeStyles, tokens } from '@fluentui/react-components';
import type { ComponentType } from 'react';
import { Link } from 'react-router-dom';

export const useCardStyles = makeStyles({
  card: {
    display: 'grid',
    gridTemplateColumns: 'auto 1fr',
    gridTemplateAreas: '"icon titles" "icon count"',
    columnGap: tokens.spacingHorizontalL,
    alignItems: 'center',
    padding: tokens.spacingHorizontalL,
    minHeight: '7rem',
    '@media (max-width: 599px)': {
      gridTemplateColumns: '1fr',
      gridTemplateAreas: '"icon" "titles" "count"',
      rowGap: tokens.spacingVerticalXS,
      padding: tokens.spacingHorizontalM,
    },
    boxSizing: 'border-box',
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusLarge,
    boxShadow: tokens.shadow4,
    color: tokens.colorNeutralForeground1,
    textDecorationLine: 'none',
    ...logicalBorder(tokens.strokeWidthThin, 'solid', tokens.colorNeutralStroke2),
    ':hover': { boxShadow: tokens.shadow16, backgroundColor: tokens.colorNeutralBackground1Hover },
    ':focus-visible': { outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}` },
  },
  icon: {
    gridArea: 'icon',
    justifySelf: 'start',
    fontSize: '28px',
    padding: tokens.spacingHorizontalS,
    borderRadius: tokens.borderRadiusCircular,
    color: tokens.colorBrandForeground1,
    backgroundColor: tokens.colorBrandBackground2,
  },
  titles: { gridArea: 'titles', display: 'flex', flexDirection: 'column' },
  title: { fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold },
  subtitle: { fontSize: tokens.fontSizeBase300, color: tokens.colorNeutralForeground3 },
  count: {
    gridArea: 'count',
    fontSize: tokens.fontSizeHero700,
    lineHeight: tokens.lineHeightHero700,
    fontWeight: tokens.fontWeightBold,
    // Numbers stay left-to-right inside Arabic text (architecture §2).
    direction: 'ltr',
    unicodeBidi: 'isolate',
    justifySelf: 'start',
  },
});

export interface StatCardProps {
  to: string;
  Icon: ComponentType<{ className?: string }>;
  /** Title in the current language. */
  title: string;
  titleLang: string;
  /** Title in the other language (spec §2: English and Arabic titles). */
  subtitle: string;
  subtitleLang: string;
  count: number;
}

/** One clickable dashboard card: both titles and the count, a link to its list. */
export function StatCard({ to, Icon, title, titleLang, subtitle, subtitleLang, count }: StatCardProps) {
  const styles = useCardStyles();
  return (
    <Link to={to} className={styles.card}>
      <Icon className={styles.icon} aria-hidden />
      <span className={styles.titles}>
        <span lang={titleLang} className={styles.title}>
          {title}
        </span>
        <span lang={subtitleLang} className={styles.subtitle}>
          {subtitle}
        </span>
      </span>
      <span className={styles.count}>{countText(count)}</span>
    </Link>
  );
}
