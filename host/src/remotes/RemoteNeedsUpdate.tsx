import { Text } from '@fluentui/react-components';
import { ArrowSyncCircleRegular } from '@fluentui/react-icons';
import { LtrText } from '@dukkan/shared';
import { useBilingual } from '../i18n/use-bilingual';
import type { ContractSkew } from '../sections/remote-sections';
import { RemoteFallbackPanel } from './RemoteFallbackPanel';
import { useRemoteFallbackStyles } from './useRemoteFallbackStyles.styles';


export interface RemoteNeedsUpdateProps {
  /** The versions that do not fit, and the names the host lacks. */
  skew: ContractSkew;
}

/**
 * decisions/sections.md: a remote built against a shared contract this host cannot satisfy is not mounted; its
 * routes say so in both languages, naming both versions. The rest of the panel works.
 */
export function RemoteNeedsUpdate({ skew }: RemoteNeedsUpdateProps) {
  const styles = useRemoteFallbackStyles();
  const { primary, secondary, secondaryLang, secondaryDir } = useBilingual();
  const versions = { remote: skew.remoteVersion, host: skew.hostVersion };
  return (
    <RemoteFallbackPanel kind="needsUpdate" Icon={ArrowSyncCircleRegular} titleKey="remote.needsUpdate" titleId="remote-needs-update-title">
      <Text>{primary('remote.needsUpdateHint', versions)}</Text>
      <Text lang={secondaryLang} dir={secondaryDir} className={styles.secondary}>
        {secondary('remote.needsUpdateHint', versions)}
      </Text>
      {skew.missing.length > 0 ? (
        <ul className={styles.missing} aria-label={primary('remote.missingNames')}>
          {skew.missing.map((name) => (
            <li key={name}>
              <LtrText>{name}</LtrText>
            </li>
          ))}
        </ul>
      ) : null}
    </RemoteFallbackPanel>
  );
}
