import { countText, selectNewOrderCount, useAppSelector } from '@dukkan/shared';
import { Badge, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { PersonRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { HOST_NS } from '../i18n';
import { NavLink } from 'react-router-dom';
import { useBilingual } from '../i18n/use-bilingual';
import { useNavEntries } from '../sections/nav-entries';
import { sectionIcon } from '../sections/section-icons';

const useStyles = makeStyles({
  list: {
    listStyleType: 'none',
    margin: 0,
    padding: tokens.spacingVerticalS,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXXS,
  },
  link: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    paddingBlock: tokens.spacingVerticalS,
    paddingInline: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusMedium,
    color: tokens.colorNeutralForeground2,
    textDecorationLine: 'none',
    borderInlineStartWidth: tokens.strokeWidthThickest,
    borderInlineStartStyle: 'solid',
    borderInlineStartColor: 'transparent',
    ':hover': { backgroundColor: tokens.colorNeutralBackground1Hover, color: tokens.colorNeutralForeground1 },
    ':focus-visible': { outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}` },
  },
  active: {
    backgroundColor: tokens.colorNeutralBackground1Selected,
    color: tokens.colorBrandForeground1,
    borderInlineStartColor: tokens.colorBrandStroke1,
    fontWeight: tokens.fontWeightSemibold,
  },
  icon: { fontSize: '20px', flexShrink: 0 },
  labels: { display: 'flex', flexDirection: 'column', lineHeight: tokens.lineHeightBase300 },
  primary: { fontSize: tokens.fontSizeBase300 },
  secondary: { fontSize: tokens.fontSizeBase200, color: tokens.colorNeutralForeground3, fontWeight: tokens.fontWeightRegular },
  badge: { marginInlineStart: 'auto' },
  // decisions/staff-access.md: a phone's top bar has no room for My account: it is here, under the sections.
  account: {
    display: 'none',
    '@media (max-width: 599px)': { display: 'flex', marginInline: tokens.spacingVerticalS, marginBlockEnd: tokens.spacingVerticalS, minHeight: '44px', boxSizing: 'border-box' },
  },
});

export interface SideNavProps {
  /** Called after a link is followed (the mobile drawer closes). */
  onNavigate?: () => void;
}

/**
 * spec §1: each item shows its English and its Arabic label (the current language first). The
 * items are the host's Dashboard and the entries of every remote listed in remotes.json, from
 * their manifests (decisions/sections.md): known before any remote's code loads.
 */
export function SideNav({ onNavigate }: SideNavProps) {
  const styles = useStyles();
  const { primary, primaryText, secondaryText, primaryLang, secondaryLang } = useBilingual();
  const { entries } = useNavEntries();
  const { t } = useTranslation(HOST_NS);
  // The live desk's count of NEW orders (decisions/live-desk.md), on every screen.
  const newOrders = useAppSelector(selectNewOrderCount);
  return (
    <>
      <nav aria-label={primary('nav.label')}>
        <ul className={styles.list}>
          {entries.map(({ id, remote, path, icon, label, badge }) => {
            const Icon = sectionIcon(icon);
            return (
            <li key={`${remote ?? 'host'}:${id}`}>
              <NavLink
                to={path}
                end={path === '/'}
                onClick={onNavigate}
                className={({ isActive }) => mergeClasses(styles.link, isActive && styles.active)}
              >
                <Icon className={styles.icon} aria-hidden />
                <span className={styles.labels}>
                  <span lang={primaryLang} className={styles.primary}>
                    {primaryText(label)}
                  </span>
                  <span lang={secondaryLang} className={styles.secondary}>
                    {secondaryText(label)}
                  </span>
                </span>
                {badge === 'newOrders' && newOrders ? (
                  // Exact, as the New Orders tab counts them (a counter's 999+ would cap it).
                  <Badge
                    className={styles.badge}
                    appearance="filled"
                    shape="circular"
                    color="danger"
                    size="medium"
                    aria-label={t('desk.newOrdersBadge', { count: newOrders, shown: countText(newOrders) })}
                    role="status"
                  >
                    {countText(newOrders)}
                  </Badge>
                ) : null}
              </NavLink>
            </li>
            );
          })}
        </ul>
      </nav>
      <NavLink to="/account" onClick={onNavigate} className={({ isActive }) => mergeClasses(styles.link, styles.account, isActive && styles.active)}>
        <PersonRegular className={styles.icon} aria-hidden />
        <span className={styles.primary}>{t('topBar.account')}</span>
      </NavLink>
    </>
  );
}
