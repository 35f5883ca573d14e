import { updateDeskSettings, useAgeThresholds, useDeskSettings } from '@dukkan/shared';
import { makeStyles, MessageBar, MessageBarBody, Switch, Text, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HOST_NS } from '../i18n';
import { TeamSettingsSection } from './TeamSettingsSection';

const useStyles = makeStyles({
  heading: { margin: 0, marginBlockEnd: tokens.spacingVerticalM },
  section: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    gap: tokens.spacingVerticalS,
    marginBlockStart: tokens.spacingVerticalXL,
    padding: tokens.spacingHorizontalL,
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusLarge,
    maxWidth: '48rem',
  },
  subheading: { margin: 0 },
  hint: { color: tokens.colorNeutralForeground3 },
});

const notificationsSupported = () => typeof Notification !== 'undefined';

/**
 * spec §2 (/settings): the placeholder line stays; below it, the order desk's rules for the whole
 * team, kept on the server (decisions/order-workspace.md), and the live desk's settings of this
 * browser (decisions/live-desk.md): the new-order sound, desktop notifications, printing on accept.
 */
export function SettingsPage() {
  const styles = useStyles();
  const { t } = useTranslation(HOST_NS);
  const settings = useDeskSettings();
  const [permission, setPermission] = useState(() => (notificationsSupported() ? Notification.permission : 'denied'));
  const { warningMinutes, overdueMinutes } = useAgeThresholds();

  const toggleNotifications = async (on: boolean) => {
    if (!on) return updateDeskSettings({ notifications: false });
    // The browser asks the user once; a refusal is remembered by the browser, and said here.
    const answer = Notification.permission === 'default' ? await Notification.requestPermission() : Notification.permission;
    setPermission(answer);
    updateDeskSettings({ notifications: answer === 'granted' });
  };

  return (
    <section aria-labelledby="settings-title">
      <Text as="h2" size={700} weight="semibold" id="settings-title" className={styles.heading} block>
        {t('settings.title')}
      </Text>
      <Text>{t('settings.comingSoon')}</Text>
      <section aria-labelledby="team-settings-title" className={styles.section}>
        <Text as="h3" size={500} weight="semibold" id="team-settings-title" className={styles.subheading}>
          {t('settings.teamHeading')}
        </Text>
        <Text className={styles.hint}>{t('settings.teamHint')}</Text>
        <TeamSettingsSection />
      </section>
      <section aria-labelledby="desk-settings-title" className={styles.section}>
        <Text as="h3" size={500} weight="semibold" id="desk-settings-title" className={styles.subheading}>
          {t('settings.deskHeading')}
        </Text>
        <Text className={styles.hint}>{t('settings.deskHint')}</Text>
        <Switch label={t('settings.sound')} checked={!settings.muted} onChange={(_event, data) => updateDeskSettings({ muted: !data.checked })} />
        <Switch
          label={t('settings.notifications')}
          checked={settings.notifications && permission === 'granted'}
          disabled={!notificationsSupported()}
          onChange={(_event, data) => void toggleNotifications(data.checked)}
        />
        {!notificationsSupported() ? (
          <MessageBar intent="info">
            <MessageBarBody>{t('settings.notificationsUnsupported')}</MessageBarBody>
          </MessageBar>
        ) : permission === 'denied' ? (
          <MessageBar intent="warning">
            <MessageBarBody>{t('settings.notificationsBlocked')}</MessageBarBody>
          </MessageBar>
        ) : null}
        <Switch label={t('settings.autoPrint')} checked={settings.autoPrint} onChange={(_event, data) => updateDeskSettings({ autoPrint: data.checked })} />
        <Text className={styles.hint}>{t('settings.thresholds', { warning: warningMinutes, overdue: overdueMinutes })}</Text>
      </section>
    </section>
  );
}
