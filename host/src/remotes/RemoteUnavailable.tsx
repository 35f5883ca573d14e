import { Button, makeStyles, Text, tokens } from '@fluentui/react-components';
import { ArrowClockwiseRegular, PlugDisconnectedRegular } from '@fluentui/react-icons';
import { useBilingual } from '../i18n/use-bilingual';
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
    borderInlineStartColor: tokens.colorPaletteRedBorder2,
    borderRadius: tokens.borderRadiusMedium,
    maxWidth: '40rem',
  },
  icon: { fontSize: '32px', color: tokens.colorPaletteRedForeground1 },
  secondary: { color: tokens.colorNeutralForeground3 },
});

export interface RemoteUnavailableProps {
  /** Tries to load the section again. */
  onRetry: () => void;
}

/** The bilingual "this section is unavailable" panel of architecture §2, with Retry. */
export function RemoteUnavailable({ onRetry }: RemoteUnavailableProps) {
  const styles = useStyles();
  const { primary, secondary, secondaryLang, secondaryDir } = useBilingual();
  return (
    <section role="alert" className={styles.panel} aria-labelledby="remote-unavailable-title">
      <PlugDisconnectedRegular className={styles.icon} aria-hidden />
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
