import { makeStyles, Text, tokens } from '@fluentui/react-components';
import { ArrowSyncCircleRegular } from '@fluentui/react-icons';
import { LtrText } from '@dukkan/shared';
import { useBilingual } from '../i18n/use-bilingual';
import type { ContractSkew } from '../sections/remote-sections';
import { logicalBorder } from '../styles/logical-border';

const useStyles = makeStyles({
  panel: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingHorizontalXL,
    backgroundColor: tokens.colorNeutralBackground1,
    ...logicalBorder(tokens.strokeWidthThin, 'solid', tokens.colorNeutralStroke2),
    borderInlineStartWidth: tokens.strokeWidthThickest,
    borderInlineStartColor: tokens.colorPaletteMarigoldBorder2,
    borderRadius: tokens.borderRadiusMedium,
    maxWidth: '40rem',
  },
  icon: { fontSize: '32px', color: tokens.colorPaletteMarigoldForeground1 },
  secondary: { color: tokens.colorNeutralForeground3 },
  missing: { margin: 0, paddingInlineStart: tokens.spacingHorizontalL, color: tokens.colorNeutralForeground3 },
});

export interface RemoteNeedsUpdateProps {
  /** The versions that do not fit, and the names the host lacks. */
  skew: ContractSkew;
}

/**
 * Issue 21: a remote built against a shared contract this host cannot satisfy is not mounted; its
 * routes say so in both languages, naming both versions. The rest of the panel works.
 */
export function RemoteNeedsUpdate({ skew }: RemoteNeedsUpdateProps) {
  const styles = useStyles();
  const { primary, secondary, secondaryLang, secondaryDir } = useBilingual();
  const versions = { remote: skew.remoteVersion, host: skew.hostVersion };
  return (
    <section role="alert" className={styles.panel} aria-labelledby="remote-needs-update-title">
      <ArrowSyncCircleRegular className={styles.icon} aria-hidden />
      <Text as="h2" size={500} weight="semibold" id="remote-needs-update-title">
        {primary('remote.needsUpdate')}
      </Text>
      <Text lang={secondaryLang} dir={secondaryDir} className={styles.secondary}>
        {secondary('remote.needsUpdate')}
      </Text>
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
    </section>
  );
}
