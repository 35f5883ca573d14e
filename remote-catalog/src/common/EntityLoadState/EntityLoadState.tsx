import { Button, MessageBar, MessageBarActions, MessageBarBody, Spinner } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { EntityLoadStateProps } from './EntityLoadState.types';

/**
 * What an edit screen shows before its form: a spinner while the entity loads, or the load
 * failure with Retry. Renders nothing once there is neither.
 */
export function EntityLoadState({ isLoading, error, onRetry }: EntityLoadStateProps) {
  const { t } = useTranslation();
  if (isLoading) return <Spinner label={t('table.loading')} />;
  if (!error) return null;
  return (
    <MessageBar intent="error" role="alert">
      <MessageBarBody>{error}</MessageBarBody>
      <MessageBarActions>
        <Button onClick={onRetry}>{t('actions.retry')}</Button>
      </MessageBarActions>
    </MessageBar>
  );
}
