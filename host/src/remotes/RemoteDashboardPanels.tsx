import { can, selectCurrentUser, useAppSelector } from '@dukkan/shared';
import { makeStyles, tokens } from '@fluentui/react-components';
import { useBilingual } from '../i18n/use-bilingual';
import { useRemoteDashboardPanels } from './RemoteLoaderProvider';
import { RemoteLoading, RemoteSection } from './RemoteSection';
import { WhenInView } from './WhenInView';
import { useRemoteSections } from '../sections/SectionsProvider';

const useStyles = makeStyles({
  panels: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXL, marginBlockStart: tokens.spacingVerticalXL },
});

/**
 * decisions/reports-and-bulk.md: the panels remotes add below the cards (their manifests' dashboardPanels), smallest
 * order first. Each loads the remote's ./dashboard only once its place is in view (below a phone's first screen:
 * when scrolled to), inside its own boundary: a remote that is down shows "this section is unavailable" in its
 * place, and the host's first load carries none of what the panels weigh (charts).
 */
export function RemoteDashboardPanels() {
  const styles = useStyles();
  const { primaryText } = useBilingual();
  const screens = useRemoteDashboardPanels();
  const { status, sections } = useRemoteSections();
  const user = useAppSelector(selectCurrentUser);
  if (status === 'loading') return null;
  // decisions/roles-and-audit.md: a panel shows only to those its permission lets read what it shows.
  const panels = sections
    .flatMap((section) => (section.manifest.dashboardPanels ?? []).map((panel) => ({ section, panel })))
    .filter(({ panel }) => can(user, panel.permission))
    .sort((a, b) => a.panel.order - b.panel.order);
  if (panels.length === 0) return null;
  return (
    <div className={styles.panels}>
      {panels.map(({ section, panel }) => (
        <section key={`${section.id}:${panel.id}`} aria-label={primaryText(panel.label)}>
          <WhenInView placeholder={<RemoteLoading />}>
            <RemoteSection section={section} path={panel.id} screens={screens} />
          </WhenInView>
        </section>
      ))}
    </div>
  );
}
