import { Button, mergeClasses, Text } from '@fluentui/react-components';
import { ArrowClockwiseRegular, PlugDisconnectedRegular } from '@fluentui/react-icons';
import { useBilingual } from '../i18n/use-bilingual';
import { useRemoteFallbackStyles } from './useRemoteFallbackStyles.styles';


export interface RemoteUnavailableProps {
  /** Tries to load the section again. */
  onRetry: () => void;
}

/** The bilingual "this section is unavailable" panel of architecture §2, with Retry. */
export function RemoteUnavailable({ onRetry }: RemoteUnavailableProps) {
  const styles = useRemoteFallbackStyles();
  const { primary, secondary, secondaryLang, secondaryDir } = useBilingual();
  return (
    <section role="alert" className={mergeClasses(styles.panel, styles.unavailable)} aria-labelledby="remote-unavailable-title">
      <PlugDisconnectedRegular className={mergeClasses(styles.icon, styles.unavailableIcon)} aria-hidden />
      <Text as="h2" size={500} weight="semibold" id="remote-unavailable-title">
        {primary('remote.unavailable')}
      </Text>
      <Text lang={secondaryLang} dir={secondaryDir} className={styles.secondary}>
        {secondary('remote.unavailable')}
      </Text>
      <Text>{primary('remote.hint')}</Text>
      <Button appearance="primary" icon={<ArrowClockwiseRegular />} onClick={onRetry}>
        {primary('remote.retry')}
      </Button>
    </section>
  );
}
