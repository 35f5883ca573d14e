import { forgetTrustedDevice, selectCurrentUser, type TrustedDevice, useAppSelector, useNotifiedCall } from '@dukkan/shared';
import { KuwaitTime, PageSection } from '@dukkan/shared/kit';
import { Badge, Button, Spinner, Text } from '@fluentui/react-components';
import { DeleteRegular } from '@fluentui/react-icons';
import { Trans, useTranslation } from 'react-i18next';
import { HOST_NS } from '../i18n';
import { AccountList } from './AccountList';
import { useForgetMyTrustedDeviceMutation, useGetMyTrustedDevicesQuery } from './account-api';
import { useAccountPageStyles } from './useAccountPageStyles.styles';
import { useDeviceName } from './use-device-name';

/**
 * decisions/staff-access.md: the devices trusted to sign in without the code ("Trust this device" at the code step),
 * each until it expires or is forgotten here.
 */
export function TrustedDevicesSection() {
  const { t } = useTranslation(HOST_NS);
  const styles = useAccountPageStyles();
  const devices = useGetMyTrustedDevicesQuery();
  return (
    <PageSection id="account-devices" title={t('account.devices.heading')}>
      <Text className={styles.quiet}>{t('account.devices.hint')}</Text>
      <AccountList
        query={devices}
        labelledBy="account-devices"
        texts={{ loading: t('account.devices.loading'), failed: t('account.devices.failed'), empty: t('account.devices.empty') }}
        row={(device) => <DeviceRow key={device.id} device={device} />}
      />
    </PageSection>
  );
}

/** One trusted device: what it is, since when, its last sign-in without a code, when it expires; and Forget. */
function DeviceRow({ device }: { device: TrustedDevice }) {
  const { t } = useTranslation(HOST_NS);
  const styles = useAccountPageStyles();
  const [forget, forgetting] = useForgetMyTrustedDeviceMutation();
  const run = useNotifiedCall();
  const email = useAppSelector(selectCurrentUser)?.email;
  const name = useDeviceName()(device.userAgent);

  const forgetDevice = async () => {
    const forgotten = await run(() => forget(device.id).unwrap(), { success: t('account.devices.forgotten'), failed: t('account.devices.forgetFailed') });
    // This browser's own token is void now: the next sign-in asks for the code instead of sending it.
    if (forgotten && device.current && email) forgetTrustedDevice(email);
  };

  return (
    <li className={styles.row} aria-label={name}>
      <div className={styles.rowHead}>
        <Text weight="semibold">{name}</Text>
        {device.current ? (
          <Badge appearance="tint" color="brand">
            {t('account.sessions.thisDevice')}
          </Badge>
        ) : null}
      </div>
      <div className={styles.deviceFacts}>
        <Text>
          <Trans t={t} i18nKey="account.devices.trusted" components={{ time: <KuwaitTime at={device.createdAt} /> }} />
        </Text>
        <Text>
          {device.lastUsedAt ? <Trans t={t} i18nKey="account.devices.lastUsed" components={{ time: <KuwaitTime at={device.lastUsedAt} /> }} /> : t('account.devices.notUsed')}
        </Text>
        <Text>
          <Trans t={t} i18nKey="account.devices.expires" components={{ time: <KuwaitTime at={device.expiresAt} /> }} />
        </Text>
      </div>
      <div>
        <Button
          size="small"
          icon={forgetting.isLoading ? <Spinner size="tiny" /> : <DeleteRegular />}
          disabled={forgetting.isLoading}
          aria-label={t('account.devices.forgetLabel', { device: name })}
          onClick={() => void forgetDevice()}
        >
          {t('account.devices.forget')}
        </Button>
      </div>
    </li>
  );
}
