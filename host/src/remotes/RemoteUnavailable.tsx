import { Button, Text } from '@fluentui/react-components';
import { ArrowClockwiseRegular, PlugDisconnectedRegular } from '@fluentui/react-icons';
import { useEffect } from 'react';
import { useBilingual } from '../i18n/use-bilingual';
import { RemoteFallbackPanel } from './RemoteFallbackPanel';


export interface RemoteUnavailableProps {
  /** Tries to load the section again. */
  onRetry: () => void;
}

/** The bilingual "this section is unavailable" panel of architecture §2, with Retry; tried again by itself when the network comes back. */
export function RemoteUnavailable({ onRetry }: RemoteUnavailableProps) {
  const { primary } = useBilingual();
  useEffect(() => {
    window.addEventListener('online', onRetry);
    return () => window.removeEventListener('online', onRetry);
  }, [onRetry]);
  return (
    <RemoteFallbackPanel kind="unavailable" Icon={PlugDisconnectedRegular} titleKey="remote.unavailable" titleId="remote-unavailable-title">
      <Text>{primary('remote.hint')}</Text>
      <Button appearance="primary" icon={<ArrowClockwiseRegular />} onClick={onRetry}>
        {primary('remote.retry')}
      </Button>
    </RemoteFallbackPanel>
  );
}
