import { Spinner } from '@fluentui/react-components';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HOST_NS } from '../i18n';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import { useRemoteScreens } from './RemoteLoaderProvider';
import type { RemoteKey } from './remote-slots';
import { RemoteUnavailable } from './RemoteUnavailable';

export interface RemoteSectionProps {
  /** The remote that serves this route. */
  remote: RemoteKey;
  /** The host route pattern (one of REMOTE_PATHS[remote]). */
  path: string;
}

function RemoteLoading() {
  const { t } = useTranslation(HOST_NS);
  return <Spinner label={t('remote.loading')} />;
}

/** One remote route inside the host's layout: loaded at run time, contained, retryable. */
export function RemoteSection({ remote, path }: RemoteSectionProps) {
  const screens = useRemoteScreens();
  // Each Retry (or a move to another of its paths) remounts the boundary; a failed lazy was
  // dropped, so screenFor then makes a new one that reaches the network again.
  const [attempt, setAttempt] = useState(0);
  const Screen = screens.screenFor(remote);
  return (
    <RemoteErrorBoundary
      key={`${remote}:${path}:${attempt}`}
      remote={remote}
      fallback={<RemoteUnavailable onRetry={() => setAttempt((n) => n + 1)} />}
    >
      <Suspense fallback={<RemoteLoading />}>
        <Screen path={path} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
