import { makeStyles, Text, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { HOST_NS } from '../i18n';

const useStyles = makeStyles({
  heading: { margin: 0, marginBlockEnd: tokens.spacingVerticalM },
});

/** spec §2 (/settings): a placeholder. */
export function SettingsPage() {
  const styles = useStyles();
  const { t } = useTranslation(HOST_NS);
  return (
    <section aria-labelledby="settings-title">
      <Text as="h2" size={700} weight="semibold" id="settings-title" className={styles.heading} block>
        {t('settings.title')}
      </Text>
      <Text>{t('settings.comingSoon')}</Text>
    </section>
  );
}
