import { COMMON_NAMESPACE, failureMessage, formatDateTime, formatRelativeTime, KUWAIT_TIME_ZONE, LtrText, useCan, useLanguage, useNotify, useNow } from '@dukkan/shared';
import { FormTextarea, useRulesForm } from '@dukkan/shared/kit';
import { Button, MessageBar, MessageBarActions, MessageBarBody, Spinner, Text } from '@fluentui/react-components';
import { NoteAddRegular } from '@fluentui/react-icons';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ORDERS_NS } from '../i18n';
import { EMPTY_NOTE, ORDER_NOTE_FIELDS, ORDER_NOTE_MAX_LENGTH, type OrderNoteField, type OrderNoteValues, validateOrderNote } from './order-note-rules';
import { useAddOrderNoteMutation, useGetOrderNotesQuery } from './orders-api';
import { useOrderNotesStyles } from './useOrderNotesStyles.styles';

const MINUTE_MS = 60_000;

/** Staff may write a note where they may act on orders (the API's rule). */
function AddNoteForm({ orderId }: { orderId: number }) {
  const { t } = useTranslation(ORDERS_NS);
  const styles = useOrderNotesStyles();
  const notify = useNotify();
  const [addNote] = useAddOrderNoteMutation();
  // The length a too-long note is told it has: read when its message is shown.
  const typedLength = useRef(0);
  const { form, formProps, errorOf, saving } = useRulesForm<OrderNoteValues, OrderNoteField>({
    defaultValues: EMPTY_NOTE,
    rules: (values) => {
      typedLength.current = values.body.trim().length;
      return validateOrderNote(values);
    },
    ruleText: (key): string => t(`notes.rules.${key}`, { length: typedLength.current }),
    serverFields: ORDER_NOTE_FIELDS,
    save: ({ body }) => addNote({ orderId, body: body.trim() }).unwrap(),
    onSaved: () => {
      notify.success(t('notes.added'));
      form.reset(EMPTY_NOTE);
    },
    failureTexts: { failed: t('notes.failed') },
    onFailure: notify.error,
    // A part of the page: leaving a half-written note loses nothing saved; the next note is written after it.
    guardsNavigation: false,
    afterSave: 'stay',
  });
  return (
    <form {...formProps} className={styles.form}>
      <FormTextarea
        control={form.control}
        name="body"
        label={t('notes.field')}
        error={errorOf('body')}
        className={styles.field}
        limit={ORDER_NOTE_MAX_LENGTH}
        disabled={saving}
      />
      <Button type="submit" appearance="primary" icon={<NoteAddRegular />} disabled={saving} className={styles.submit}>
        {t('notes.add')}
      </Button>
    </form>
  );
}

/**
 * decisions/order-workspace.md: an order's internal notes on the order page, oldest first: who wrote each, when
 * (relative, and the date and time in Kuwait) and what, in its own direction; the note form below. A note written
 * here shows at once; one written elsewhere comes with the stream's `note` event. A failed load is said here,
 * with Retry.
 */
export function OrderNotes({ orderId }: { orderId: number }) {
  const { t } = useTranslation(ORDERS_NS);
  const language = useLanguage();
  const styles = useOrderNotesStyles();
  const canAct = useCan('orders.act');
  const now = useNow(MINUTE_MS);
  const { data: notes, error, isError, isFetching, refetch } = useGetOrderNotesQuery(orderId);
  const failure = isError ? failureMessage(error, { failed: t('notes.loadFailed'), errored: t('notes.loadError') }) : null;

  let list = null;
  if (notes && notes.length > 0) {
    list = (
      <ol className={styles.list} aria-label={t('notes.listLabel', { id: orderId })}>
        {notes.map((note) => {
          const absolute = formatDateTime(note.at, language, { timeZone: KUWAIT_TIME_ZONE });
          return (
            <li key={note.id} className={styles.note}>
              <span className={styles.head}>
                <bdi className={styles.author}>{note.author.name || t('customer.unknown')}</bdi>
                {absolute === 'N/A' ? null : (
                  <time className={styles.time} dateTime={note.at}>
                    {formatRelativeTime(note.at, now, language)} · <LtrText>{absolute}</LtrText>
                  </time>
                )}
              </span>
              <p className={styles.body} dir="auto">
                {note.body}
              </p>
            </li>
          );
        })}
      </ol>
    );
  } else if (notes) {
    list = <Text className={styles.quiet}>{t('notes.empty')}</Text>;
  } else if (isFetching) {
    list = <Spinner size="tiny" labelPosition="after" label={t('notes.loading')} />;
  }

  return (
    <div className={styles.root} aria-busy={isFetching}>
      <Text size={200} className={styles.quiet}>
        {t('notes.hint')}
      </Text>
      {list}
      {failure && !isFetching ? (
        <MessageBar intent="error" role="alert">
          <MessageBarBody>{failure}</MessageBarBody>
          <MessageBarActions>
            <Button onClick={() => void refetch()}>{t('actions.retry', { ns: COMMON_NAMESPACE })}</Button>
          </MessageBarActions>
        </MessageBar>
      ) : null}
      {canAct ? <AddNoteForm orderId={orderId} /> : null}
    </div>
  );
}

/** The popup's line about the notes: how many, and the latest one's author and words (the order page has them all). */
export function OrderNotesSummary({ orderId }: { orderId: number }) {
  const { t } = useTranslation(ORDERS_NS);
  const styles = useOrderNotesStyles();
  const { data: notes } = useGetOrderNotesQuery(orderId);
  if (!notes) return null;
  const latest = notes.at(-1);
  return (
    <span className={styles.summary}>
      <span>{notes.length === 0 ? t('notes.empty') : t('notes.count', { count: notes.length })}</span>
      {latest ? (
        <span className={styles.latest}>
          <bdi className={styles.author}>{latest.author.name}</bdi>
          {': '}
          <bdi dir="auto">{latest.body}</bdi>
        </span>
      ) : null}
    </span>
  );
}
