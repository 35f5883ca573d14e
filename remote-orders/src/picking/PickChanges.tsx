import { formatDateTime, formatKwd, formatRelativeTime, KUWAIT_TIME_ZONE, LtrText, useLanguage, useNow, localizedName, type PickChange, type PickLine } from '@dukkan/shared';
import { Text } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { Actor } from '../common/OrderTimeline';
import { ORDERS_NS } from './picking-i18n';
import { usePickingPageStyles } from './usePickingPageStyles.styles';

/** '+KWD 0.300' / '−KWD 0.450': what a change moved the order's total by, read left to right in both languages. */
const signedKwd = (fils: number) => `${fils < 0 ? '−' : '+'}${formatKwd(Math.abs(fils) / 1000)}`;

/**
 * decisions/picking.md: the picking's timeline, oldest first like the order's history: what changed (the server's
 * words in the reader's language), why, by whom, what the total moved by, and when (relative, and the date and time
 * in Kuwait whatever the browser's zone).
 */
export function PickChanges({ orderId, changes, lines }: { orderId: number; changes: readonly PickChange[]; lines: readonly PickLine[] }) {
  const { t } = useTranslation(ORDERS_NS);
  const language = useLanguage();
  const styles = usePickingPageStyles();
  const now = useNow(60_000);
  // Which line each change was made to, by its name in the reader's language (the server's words say only what).
  const lineName = (itemId: number) => {
    const line = lines.find((candidate) => candidate.id === itemId);
    return line ? localizedName(line, language) : null;
  };
  return (
    <section aria-labelledby="pick-changes-title" className={styles.changes}>
      <Text as="h2" id="pick-changes-title" size={500} weight="semibold">
        {t('picking.changes.title')}
      </Text>
      {changes.length === 0 ? (
        <Text className={styles.quiet}>{t('picking.changes.empty')}</Text>
      ) : (
        <ol className={styles.changeList} aria-label={t('picking.changes.listLabel', { id: orderId })}>
          {changes.map((change) => {
            const absolute = formatDateTime(change.at, language, { timeZone: KUWAIT_TIME_ZONE });
            const name = lineName(change.itemId);
            const why = [change.reason ? t(`picking.reasons.${change.reason}`) : null, change.note].filter(Boolean).join(' · ');
            return (
              <li key={change.id} className={styles.change}>
                <span className={styles.changeHead}>
                  <Text weight="semibold">
                    {name ? <bdi>{t('picking.changes.line', { name })}</bdi> : null}
                    <bdi>{language === 'ar' && change.summary_ar ? change.summary_ar : change.summary}</bdi>
                  </Text>
                  {change.amountChangeFils !== 0 ? <LtrText>{signedKwd(change.amountChangeFils)}</LtrText> : null}
                </span>
                {why ? (
                  <Text size={200}>
                    {t('picking.changes.why')} <bdi>{why}</bdi>
                  </Text>
                ) : null}
                <span className={styles.changeHead}>
                  <Actor actor={change.actor} />
                  {absolute === 'N/A' ? null : (
                    <time className={styles.time} dateTime={change.at}>
                      {formatRelativeTime(change.at, now, language)} · <LtrText>{absolute}</LtrText>
                    </time>
                  )}
                </span>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
