import { Button, Link, MessageBar, MessageBarActions, MessageBarBody, MessageBarTitle, Text } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LtrText } from '../LtrText/LtrText';
import type { BulkActionBarProps, BulkOutcomeBarProps } from './BulkActions.types';
import { useBulkActionsStyles } from './useBulkActionsStyles.styles';

/**
 * The actions on a list's selected rows (decisions/reports-and-bulk.md): how many are selected, the screen's buttons,
 * and Clear; when every loaded row is selected and more match, a link selects all that match.
 */
export function BulkActionBar({ label, count, allMatching = false, onSelectAllMatching, matchingCount, children, onClear }: BulkActionBarProps) {
  const { t } = useTranslation();
  const styles = useBulkActionsStyles();
  return (
    <div role="toolbar" aria-label={label} className={styles.bar}>
      <Text weight="semibold" className={styles.count} role="status">
        {allMatching ? t('bulk.allMatching', { count }) : t('bulk.selected', { count })}
      </Text>
      {onSelectAllMatching && !allMatching && matchingCount !== undefined ? (
        <Link as="button" onClick={onSelectAllMatching}>
          {t('bulk.selectAllMatching', { count: matchingCount })}
        </Link>
      ) : null}
      {children}
      <Button appearance="subtle" onClick={onClear}>
        {t('bulk.clear')}
      </Button>
    </div>
  );
}

/** Holds a list's bulk outcome and action bar after the list, at the foot of the window while the list scrolls. */
export function BulkDock({ children }: { children: ReactNode }) {
  const styles = useBulkActionsStyles();
  return <div className={styles.dock}>{children}</div>;
}

/** What a bulk action did: how many rows it changed and, for each refused row, why. */
export function BulkOutcomeBar({ outcome, name, onDismiss }: BulkOutcomeBarProps) {
  const { t } = useTranslation();
  const styles = useBulkActionsStyles();
  const refused = outcome.failed.length > 0;
  return (
    <MessageBar intent={refused ? 'warning' : 'success'} layout="multiline" role={refused ? 'alert' : 'status'}>
      <MessageBarBody>
        <MessageBarTitle>{t('bulk.done', { count: outcome.succeeded.length })}</MessageBarTitle>
        {refused ? (
          <>
            {t('bulk.refused', { count: outcome.failed.length })}
            <ul className={styles.failures}>
              {outcome.failed.map((failure) => (
                <li key={failure.id}>
                  <LtrText>{name(failure.id)}</LtrText>: {failure.message}
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </MessageBarBody>
      <MessageBarActions>
        <Button appearance="transparent" onClick={onDismiss}>
          {t('actions.dismiss')}
        </Button>
      </MessageBarActions>
    </MessageBar>
  );
}
