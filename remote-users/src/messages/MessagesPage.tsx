import { countText, LtrText, useCan, useFailureToast, useListFilters, useLoadMore, useNotifiedCall } from '@dukkan/shared';
import { FilterBar, KuwaitTime, LoadMoreTable, PageHeader, type LoadMoreTableColumn } from '@dukkan/shared/kit';
import { Badge, Button, Field, Select, Tab, TabList, Text } from '@fluentui/react-components';
import { DismissRegular, DocumentEditRegular, SendRegular } from '@fluentui/react-icons';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { USERS_NS } from '../i18n';
import { MESSAGE_KINDS, MESSAGE_STATUSES } from '../common/message-kinds';
import { MessageStatusBadge, MessageText } from '../common/message-parts';
import { type CustomerMessage, type MessageCounts, type MessagesFilter, useGetMessageCountsQuery, useGetMessagesInfiniteQuery, useRetryMessageMutation } from '../common/messages-api';
import { useMessagesStyles } from '../common/useMessagesStyles.styles';

/** decisions/search.md: the status tab and the filters in the address; an order's or a customer's page links here with theirs. */
const MESSAGE_FILTER_KEYS = ['status', 'kind', 'orderId', 'customerId'] as const;
type MessageFilterValues = Record<(typeof MESSAGE_FILTER_KEYS)[number], string>;

const ALL = 'all';

/** An id of the address when it is one (a positive whole number), else no filter. */
const idFilter = (value: string): number | undefined => (/^[1-9]\d{0,9}$/.test(value) ? Number(value) : undefined);

/** The address's values as GET messages reads them: only those it knows, only those set. */
function messagesFilter(values: MessageFilterValues): MessagesFilter {
  const status = MESSAGE_STATUSES.find((each) => each === values.status);
  const kind = MESSAGE_KINDS.find((each) => each === values.kind);
  const orderId = idFilter(values.orderId);
  const customerId = idFilter(values.customerId);
  return { ...(status ? { status } : {}), ...(kind ? { kind } : {}), ...(orderId ? { orderId } : {}), ...(customerId ? { customerId } : {}) };
}

/** The filters besides the tab, as a query string: the bar's Clear shows while it is not empty. */
const narrowingQuery = (values: MessageFilterValues) =>
  new URLSearchParams(Object.entries({ kind: values.kind, orderId: values.orderId, customerId: values.customerId }).filter(([, value]) => value)).toString();

/** A tab's count: its status's, or for All every message's. */
const tabCount = (counts: MessageCounts, tab: (typeof MESSAGE_STATUSES)[number] | typeof ALL) =>
  tab === ALL ? counts.queued + counts.sent + counts.failed : counts[tab];

/**
 * decisions/customer-messages.md, /messages: the outbox, newest first — what each order's steps told (or are telling)
 * their customer, through which provider, how often it was tried and why it failed. A failed one can be sent again by
 * whoever holds messages.act; owners reach the templates from here. Load More (keyset); cards up to a tablet's width
 * (the columns need a laptop's).
 */
export function MessagesPage() {
  const { t } = useTranslation(USERS_NS);
  const styles = useMessagesStyles();
  const navigate = useNavigate();
  const canAct = useCan('messages.act');
  const canManage = useCan('messages.manage');
  const filters = useListFilters(MESSAGE_FILTER_KEYS);
  const { change, values } = filters;
  const filter = useMemo(() => messagesFilter(values), [values]);
  const list = useLoadMore(useGetMessagesInfiniteQuery(filter));
  const counts = useGetMessageCountsQuery();
  const loadError = useFailureToast(list.error, { failed: t('messages.fetchFailed'), errored: t('messages.loadError') });
  const [retryMessage, retrying] = useRetryMessageMutation();
  const notifiedCall = useNotifiedCall();
  const retryingId = retrying.isLoading ? retrying.originalArgs : undefined;

  // The tab is not a filter to clear; the counts are the whole outbox's, shown only while nothing else narrows it.
  const narrowed = Boolean(filter.kind || filter.orderId || filter.customerId);
  const clearNarrowing = () => change({ kind: '', orderId: '', customerId: '' });
  const selectedTab = filter.status ?? ALL;

  const retry = (message: CustomerMessage) =>
    notifiedCall(() => retryMessage(message.id).unwrap(), { success: t('messages.retry.done'), failed: t('messages.retry.failed') });

  const columns: LoadMoreTableColumn<CustomerMessage>[] = [
    { key: 'kind', header: t('messages.columns.kind'), cardTitle: true, render: (message) => <Text weight="semibold">{t(`messages.kinds.${message.kind}`)}</Text> },
    { key: 'status', header: t('messages.columns.status'), cardTitle: true, render: (message) => <MessageStatusBadge status={message.status} /> },
    { key: 'when', header: t('messages.columns.when'), render: (message) => <KuwaitTime at={message.createdAt} /> },
    {
      key: 'order',
      header: t('messages.columns.order'),
      render: (message) => (
        <Link className={styles.link} to={`/order-items/${message.orderId}`} aria-label={t('messages.orderLink', { id: message.orderId })}>
          <LtrText>#{message.orderId}</LtrText>
        </Link>
      ),
    },
    {
      key: 'customer',
      header: t('messages.columns.customer'),
      render: (message) =>
        message.customer ? (
          <Link className={styles.link} to={`/customers/${message.customer.id}`}>
            <bdi>{message.customer.name}</bdi>
          </Link>
        ) : (
          <span className={styles.quiet}>{t('messages.erasedCustomer')}</span>
        ),
    },
    {
      key: 'to',
      header: t('messages.columns.to'),
      render: (message) => (message.to ? <LtrText>{message.to}</LtrText> : <span className={styles.quiet}>{t('value.notAvailable', { ns: 'common' })}</span>),
    },
    { key: 'language', header: t('messages.columns.language'), render: (message) => t(`messages.languages.${message.language}`) },
    { key: 'provider', header: t('messages.columns.provider'), render: (message) => t(`messages.providers.${message.provider}`) },
    { key: 'attempts', header: t('messages.columns.attempts'), align: 'end', render: (message) => <LtrText>{countText(message.attempts)}</LtrText> },
    {
      key: 'lastError',
      header: t('messages.columns.lastError'),
      render: (message) => <DeliveryTrouble message={message} />,
    },
    { key: 'text', header: t('messages.columns.text'), render: (message) => <MessageText message={message} /> },
    ...(canAct
      ? [
          {
            key: 'actions',
            header: t('messages.columns.actions'),
            render: (message: CustomerMessage) =>
              message.status === 'failed' ? (
                <Button
                  icon={<SendRegular />}
                  aria-label={t('messages.retry.label', { id: message.id })}
                  disabled={retryingId === message.id}
                  onClick={() => retry(message)}
                >
                  {t('messages.retry.action')}
                </Button>
              ) : null,
          },
        ]
      : []),
  ];

  return (
    <section className={styles.root} aria-labelledby="messages-title">
      <PageHeader
        title={<span id="messages-title">{t('messages.title')}</span>}
        actions={
          canManage ? (
            <Button icon={<DocumentEditRegular />} onClick={() => navigate('/messages/templates')}>
              {t('messages.templatesLink')}
            </Button>
          ) : null
        }
      />
      <TabList
        className={styles.tabs}
        selectedValue={selectedTab}
        onTabSelect={(_event, data) => change({ status: data.value === ALL ? '' : String(data.value) })}
        aria-label={t('messages.statusTabs')}
      >
        {([ALL, ...MESSAGE_STATUSES] as const).map((tab) => (
          <Tab key={tab} value={tab}>
            <span className={styles.tabLabel}>
              {t(`messages.statuses.${tab}`)}
              {counts.data && !narrowed ? (
                <Badge appearance={tab === selectedTab ? 'filled' : 'tint'} color={tab === 'failed' && counts.data.failed > 0 ? 'danger' : 'brand'} shape="rounded">
                  {countText(tabCount(counts.data, tab))}
                </Badge>
              ) : null}
            </span>
          </Tab>
        ))}
      </TabList>
      <FilterBar
        label={t('messages.filters.label')}
        query={narrowingQuery(values)}
        onClear={clearNarrowing}
        clearLabel={t('messages.filters.clear')}
      >
        <Field label={t('messages.filters.kind')}>
          <Select value={filter.kind ?? ''} onChange={(_event, data) => change({ kind: data.value })}>
            <option value="">{t('messages.filters.anyKind')}</option>
            {MESSAGE_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {t(`messages.kinds.${kind}`)}
              </option>
            ))}
          </Select>
        </Field>
      </FilterBar>
      {filter.orderId || filter.customerId ? (
        <div className={styles.chips}>
          {filter.orderId ? <FilterChip name={t('messages.filters.order', { id: filter.orderId })} onRemove={() => change({ orderId: '' })} /> : null}
          {filter.customerId ? <FilterChip name={t('messages.filters.customer', { id: filter.customerId })} onRemove={() => change({ customerId: '' })} /> : null}
        </div>
      ) : null}
      <LoadMoreTable
        {...list}
        ariaLabel={t('messages.tableLabel')}
        columns={columns}
        getRowKey={(message) => message.id}
        columnWidths="content"
        cardsUpTo="tablet"
        things={t('messages.things')}
        emptyTitle={filters.active ? t('messages.noMatch') : t('messages.empty')}
        emptyHint={filters.active ? undefined : t('messages.emptyHint')}
        emptyAction={
          filters.active ? (
            <Button icon={<DismissRegular />} onClick={() => change('clear')}>
              {t('messages.filters.clear')}
            </Button>
          ) : undefined
        }
        errorTitle={loadError ?? undefined}
      />
    </section>
  );
}

/** Why it has not gone yet: the provider's last refusal, and when a waiting one is tried again. */
function DeliveryTrouble({ message }: { message: CustomerMessage }) {
  const { t } = useTranslation(USERS_NS);
  const styles = useMessagesStyles();
  if (!message.lastError && !(message.status === 'queued' && message.nextAttemptAt)) return <span className={styles.quiet}>{t('messages.noError')}</span>;
  return (
    <span className={styles.status}>
      {message.lastError ? (
        <Text size={200} className={styles.error}>
          <bdi dir="auto">{message.lastError}</bdi>
        </Text>
      ) : null}
      {message.status === 'queued' && message.nextAttemptAt ? (
        <Text size={200} className={styles.quiet}>
          {t('messages.nextTry')} <KuwaitTime at={message.nextAttemptAt} />
        </Text>
      ) : null}
    </span>
  );
}

/** A filter the address brought (an order's, a customer's): shown, and removed with one press. */
function FilterChip({ name, onRemove }: { name: string; onRemove: () => void }) {
  const { t } = useTranslation(USERS_NS);
  return (
    <Button shape="circular" icon={<DismissRegular />} iconPosition="after" aria-label={t('messages.filters.remove', { name })} onClick={onRemove}>
      {name}
    </Button>
  );
}
