import { BackLink, PageHeader, RecordState, useUnsavedChangesGuard } from '@dukkan/shared/kit';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { USERS_NS } from '../i18n';
import { MESSAGE_KINDS } from '../common/message-kinds';
import { type MessageKind, type MessageTemplate, useGetMessageTemplatesQuery } from '../common/messages-api';
import { TemplateCard } from './TemplateCard';
import { useTemplatesStyles } from './useTemplatesStyles.styles';

/** The 'Discard changes?' question while any card holds unsaved texts. */
function UnsavedTemplatesGuard({ dirty }: { dirty: boolean }) {
  return useUnsavedChangesGuard(dirty).dialog;
}

/**
 * decisions/customer-messages.md, /messages/templates (owners: messages.manage): the six steps' messages, each a card
 * that saves on its own.
 */
export function TemplatesPage() {
  const { t } = useTranslation(USERS_NS);
  const styles = useTemplatesStyles();
  const query = useGetMessageTemplatesQuery();
  const [dirty, setDirty] = useState<Partial<Record<MessageKind, boolean>>>({});
  const onDirtyChange = useCallback((kind: MessageKind, isDirty: boolean) => setDirty((now) => (Boolean(now[kind]) === isDirty ? now : { ...now, [kind]: isDirty })), []);
  const byKind = new Map((query.data ?? []).map((template) => [template.kind, template]));
  const templates = MESSAGE_KINDS.map((kind) => byKind.get(kind)).filter((template): template is MessageTemplate => Boolean(template));
  return (
    <section className={styles.page} aria-labelledby="templates-title">
      <PageHeader
        title={<span id="templates-title">{t('messages.templates.title')}</span>}
        subtitle={t('messages.templates.subtitle')}
        actions={<BackLink to="/messages">{t('messages.templates.back')}</BackLink>}
      />
      {query.data ? (
        <>
          {templates.map((template) => (
            <TemplateCard key={template.kind} template={template} onDirtyChange={onDirtyChange} />
          ))}
          {/* The cards' forms register no blocker (guardsNavigation false): this one asks for them all. */}
          <UnsavedTemplatesGuard dirty={Object.values(dirty).some(Boolean)} />
        </>
      ) : (
        <RecordState
          query={query}
          notFound={false}
          texts={{
            loading: t('messages.templates.loading'),
            notFound: '',
            notFoundHint: '',
            failed: t('messages.templates.fetchFailed'),
            errored: t('messages.templates.loadError'),
          }}
        />
      )}
    </section>
  );
}
