import { Button, Text } from '@fluentui/react-components';
import { ArrowDownloadRegular, CopyRegular } from '@fluentui/react-icons';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { saveFile } from '../ui/ExportButton/csv-download';
import { useNotifiedCall } from '../ui/notifications/use-notified-call';
import { useTwoFactorStyles } from './useTwoFactorStyles.styles';

/** The file the codes download as. */
export const RECOVERY_CODES_FILE_NAME = 'dukkan-recovery-codes.txt';

export interface RecoveryCodesPanelProps {
  /** The codes the API just made (10), shown this once. */
  codes: readonly string[];
  /** The codes were kept: the way on. */
  onContinue: () => void;
  /** The way on's text. @default 'Continue' */
  continueLabel?: string;
  /** The heading's level where the panel stands (the sign-in card's step: 2; inside the account page's section: 3). @default 2 */
  headingLevel?: 2 | 3;
}

/**
 * decisions/staff-access.md: new recovery codes, shown once — when a second factor was just turned on (at sign-in or
 * on the account page) and when new ones were made. Each signs in once instead of the app's code; they are copied or
 * downloaded as a text file, one per line, before the way on. Focus moves to the heading: the form that led here is
 * gone, and a screen reader hears what to do next.
 */
export function RecoveryCodesPanel({ codes, onContinue, continueLabel, headingLevel = 2 }: RecoveryCodesPanelProps) {
  const { t } = useTranslation();
  const styles = useTwoFactorStyles();
  const run = useNotifiedCall();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const text = `${codes.join('\n')}\n`;

  useEffect(() => {
    heading.current?.focus();
  }, []);

  const download = () => saveFile(new Blob([text], { type: 'text/plain;charset=utf-8' }), RECOVERY_CODES_FILE_NAME);

  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <Text as={headingLevel === 2 ? 'h2' : 'h3'} id={headingId} ref={heading} tabIndex={-1} size={500} weight="semibold" className={styles.title}>
        {t('twoFactor.recoveryCodes.title')}
      </Text>
      <Text as="p" className={styles.hint}>
        {t('twoFactor.recoveryCodes.hint')}
      </Text>
      <ul className={styles.codeList} dir="ltr" aria-label={t('twoFactor.recoveryCodes.list')}>
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className={styles.actions}>
        <Button icon={<CopyRegular />} onClick={() => void run(() => navigator.clipboard.writeText(text), { success: t('twoFactor.recoveryCodes.copied'), failed: t('twoFactor.recoveryCodes.copyFailed') })}>
          {t('twoFactor.recoveryCodes.copy')}
        </Button>
        <Button icon={<ArrowDownloadRegular />} onClick={download}>
          {t('twoFactor.recoveryCodes.download')}
        </Button>
        <Button appearance="primary" className={styles.continue} onClick={onContinue}>
          {continueLabel ?? t('twoFactor.recoveryCodes.continue')}
        </Button>
      </div>
    </section>
  );
}
