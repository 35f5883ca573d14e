import { can, selectCurrentUser, useAppSelector } from '@dukkan/shared';
import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router-dom';
import { HOST_NS } from '../i18n';
import { LiveDesk } from '../live-desk/LiveDesk';
import { KeyboardShortcuts } from '../palette/KeyboardShortcuts';
import { SideNav } from './SideNav';
import { TopBar } from './TopBar';

const NARROW = '@media (max-width: 767px)';

const useStyles = makeStyles({
  root: {
    display: 'grid',
    gridTemplateRows: 'auto 1fr',
    gridTemplateColumns: '15rem minmax(0, 1fr)',
    gridTemplateAreas: '"top top" "nav main"',
    minHeight: '100vh',
    backgroundColor: tokens.colorNeutralBackground2,
    [NARROW]: { gridTemplateColumns: 'minmax(0, 1fr)', gridTemplateAreas: '"top" "main"' },
  },
  top: { gridArea: 'top', position: 'sticky', insetBlockStart: 0, zIndex: 2 },
  nav: {
    gridArea: 'nav',
    backgroundColor: tokens.colorNeutralBackground1,
    borderInlineEndWidth: tokens.strokeWidthThin,
    borderInlineEndStyle: 'solid',
    borderInlineEndColor: tokens.colorNeutralStroke2,
    [NARROW]: { display: 'none' },
  },
  // On a phone the navigation is a drawer over the content, opened from the top bar.
  navOpen: {
    [NARROW]: {
      display: 'block',
      position: 'fixed',
      insetBlockStart: '56px',
      insetBlockEnd: 0,
      insetInlineStart: 0,
      width: 'min(18rem, 85vw)',
      zIndex: 3,
      boxShadow: tokens.shadow16,
      overflowY: 'auto',
    },
  },
  // The first stop of the keyboard (WCAG 2.4.1): out of sight until focused, then above the top bar.
  skip: {
    position: 'absolute',
    insetInlineStart: tokens.spacingHorizontalM,
    insetBlockStart: '-100px',
    zIndex: 10,
    paddingBlock: tokens.spacingVerticalS,
    paddingInline: tokens.spacingHorizontalL,
    backgroundColor: tokens.colorNeutralBackground1,
    color: tokens.colorBrandForeground1,
    borderRadius: tokens.borderRadiusMedium,
    boxShadow: tokens.shadow8,
    fontWeight: tokens.fontWeightSemibold,
    ':focus': { insetBlockStart: tokens.spacingVerticalS },
  },
  // Behind the phone drawer: the page dims, and a tap outside the drawer closes it.
  backdrop: {
    display: 'none',
    [NARROW]: {
      display: 'block',
      position: 'fixed',
      inset: 0,
      insetBlockStart: '56px',
      zIndex: 2,
      backgroundColor: tokens.colorBackgroundOverlay,
    },
  },
  main: {
    gridArea: 'main',
    padding: tokens.spacingHorizontalXL,
    minWidth: 0,
    [NARROW]: { padding: tokens.spacingHorizontalM },
  },
});

/** The guarded area's frame (spec §1): top bar, side navigation, and the page. */
export function AdminLayout() {
  const styles = useStyles();
  const { t } = useTranslation(HOST_NS);
  const navId = useId();
  const mainId = useId();
  const { pathname } = useLocation();
  const user = useAppSelector(selectCurrentUser);
  // The phone drawer is open on the page it was opened on: a page change closes it.
  const [navOpenOn, setNavOpenOn] = useState<string | null>(null);
  const navOpen = navOpenOn === pathname;

  return (
    <div className={styles.root}>
      <a className={styles.skip} href={`#${mainId}`}>
        {t('topBar.skipToContent')}
      </a>
      <div className={styles.top}>
        <TopBar navOpen={navOpen} navId={navId} onToggleNav={() => setNavOpenOn(navOpen ? null : pathname)} />
      </div>
      <aside id={navId} className={mergeClasses(styles.nav, navOpen && styles.navOpen)}>
        <SideNav onNavigate={() => setNavOpenOn(null)} />
      </aside>
      {navOpen ? <div className={styles.backdrop} aria-hidden onClick={() => setNavOpenOn(null)} /> : null}
      {/* tabIndex -1: the skip link moves the keyboard's focus here, not only the scroll. */}
      <main id={mainId} tabIndex={-1} className={styles.main}>
        {/* The desk listens to orders: an account that reads none (a driver, decisions/dispatch.md) has no desk. */}
        {can(user, 'orders.read') ? <LiveDesk /> : null}
        <Outlet />
      </main>
      <KeyboardShortcuts />
    </div>
  );
}
