import { useLanguage, useNow } from '@dukkan/shared';
import { StatusBadge } from '@dukkan/shared/kit';
import { makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { ShopAvailability } from '../shops-api';
import { CATALOG_NS } from '../shops-i18n';
import { availabilityLabel, reasonIn } from './availability-text';

const useStyles = makeStyles({
  root: { display: 'inline-flex', flexDirection: 'column', alignItems: 'flex-start', gap: tokens.spacingVerticalXXS },
  reason: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
});

/**
 * decisions/availability.md: a shop's availability as a badge (the spec's "Open"/"Closed" for the plain cases;
 * "Busy · +20 min", "Paused until 14:30", "Closed until Fri 27 Nov 08:00" otherwise) with staff's
 * reason under it in the UI's language.
 */
export function AvailabilityBadge({ availability }: { availability: ShopAvailability }) {
  const { t } = useTranslation(CATALOG_NS);
  const language = useLanguage();
  const styles = useStyles();
  // "until 14:30" turns into "today"/"tomorrow" wording as time passes: a minute's tick is enough.
  const now = useNow(60_000);
  const { label, tone } = availabilityLabel(availability, new Date(now), language, t);
  const reason = reasonIn(availability, language, t);
  return (
    <span className={styles.root}>
      <StatusBadge tone={tone}>{label}</StatusBadge>
      {reason ? <bdi className={styles.reason}>{reason}</bdi> : null}
    </span>
  );
}
