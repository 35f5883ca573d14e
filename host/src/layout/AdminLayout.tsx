import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { useEffect, useId, useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
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
  const [navOpen, setNavOpen] = useState(false);
  const navId = useId();
  const { pathname } = useLocation();

  // A page change closes the phone drawer.
  useEffect(() => setNavOpen(false), [pathname]);

  return (
    <div className={styles.root}>
      <div className={styles.top}>
        <TopBar navOpen={navOpen} navId={navId} onToggleNav={() => setNavOpen((open) => !open)} />
      </div>
      <aside id={navId} className={mergeClasses(styles.nav, navOpen && styles.navOpen)}>
        <SideNav onNavigate={() => setNavOpen(false)} />
      </aside>
      <main className={styles.main}>
        <Outlet />
      </main>
    </div>
  );
}
