import { type RemotePageHeader, useCan, useLanguage } from '@dukkan/shared';
import { PageHeader } from '@dukkan/shared/kit';
import { Spinner } from '@fluentui/react-components';
import { Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HOST_NS } from '../i18n';
import type { RemoteSectionInfo } from '../sections/remote-sections';
import { rememberSection } from './likely-next-remote';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import { useRemoteScreens } from './RemoteLoaderProvider';
import { RemoteNeedsUpdate } from './RemoteNeedsUpdate';
import type { RemoteScreens } from './remote-screens';
import { RemoteSkewError } from './remote-contract';
import { RemoteUnavailable } from './RemoteUnavailable';

export interface RemoteSectionProps {
  /** The remote that serves this route, as its manifest describes it. */
  section: RemoteSectionInfo;
  /** The route pattern (one of its manifest's routes), or a dashboard panel's id. */
  path: string;
  /** Where its screens come from. @default the remotes' routes (useRemoteScreens) */
  screens?: RemoteScreens;
}

export interface RemoteLoadingProps {
  /** The header the screen opens with, from its remote's manifest (decisions/phone-speed.md): shown above the spinner. */
  header?: RemotePageHeader;
}

/**
 * While a remote's screen loads: its header (the kit's PageHeader, as the screen itself renders
 * it, so nothing moves when the screen arrives) when the manifest names it, and a spinner. The
 * prerendered frame shows the same before any script (prerender/early-start.ts).
 */
export function RemoteLoading({ header }: RemoteLoadingProps) {
  const { t } = useTranslation(HOST_NS);
  const language = useLanguage();
  const seesSubtitle = useCan(header?.subtitlePermission);
  return (
    <>
      {header ? <PageHeader title={header.title[language]} subtitle={seesSubtitle ? header.subtitle?.[language] : undefined} /> : null}
      <Spinner label={t('remote.loading')} />
    </>
  );
}

/** One remote route inside the host's layout: loaded at run time, contained, retryable. */
export function RemoteSection({ section, path, screens: given }: RemoteSectionProps) {
  const routeScreens = useRemoteScreens();
  const screens = given ?? routeScreens;
  // Each Retry (or a move to another of its paths) remounts the boundary; a failed lazy was
  // dropped, so screenFor then makes a new one that reaches the network again.
  const [attempt, setAttempt] = useState(0);
  // The next visit preloads the section opened last (decisions/phone-speed.md).
  useEffect(() => rememberSection(section.id), [section.id]);
  // Built against a contract this host cannot satisfy: never mounted, its code never loaded.
  if (section.skew) return <RemoteNeedsUpdate skew={section.skew} />;
  const Screen = screens.screenFor(section.id);
  return (
    <RemoteErrorBoundary
      key={`${section.id}:${path}:${attempt}`}
      remote={section.id}
      fallback={(error) =>
        error instanceof RemoteSkewError ? <RemoteNeedsUpdate skew={error.skew} /> : <RemoteUnavailable onRetry={() => setAttempt((n) => n + 1)} />
      }
    >
      <Suspense fallback={<RemoteLoading header={section.manifest.pageHeaders?.[path]} />}>
        <Screen path={path} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
