import { StatusBadge } from '@dukkan/shared/kit';
import { makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { USERS_NS } from '../i18n';
import type { CustomerFlag } from './customers-api';

const useBadgeStyles = makeStyles({
  badges: { display: 'inline-flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalXS, verticalAlign: 'middle' },
});

/** A customer's standing as the list and the profile's heading show it: Blocked, then why they are flagged. None: nothing. */
export function CustomerBadges({ blocked, flags }: { blocked: boolean; flags: readonly CustomerFlag[] }) {
  const { t } = useTranslation(USERS_NS);
  const styles = useBadgeStyles();
  if (!blocked && flags.length === 0) return null;
  return (
    <span className={styles.badges}>
      {blocked ? <StatusBadge tone="danger">{t('customers.blocked')}</StatusBadge> : null}
      {flags.map((flag) => (
        <StatusBadge key={flag} tone="warning">
          {t(`customers.flags.${flag}`)}
        </StatusBadge>
      ))}
    </span>
  );
}
