import { Button, Field, Select, Text, mergeClasses } from '@fluentui/react-components';
import { ArrowClockwiseRegular, DeleteRegular, DismissRegular, EditRegular, MailAddRegular, PersonAddRegular } from '@fluentui/react-icons';
import { failureMessage, localizedName, LtrText, useCan, useFailureToast, useLanguage, useListFilters, useNotify } from '@dukkan/shared';
import {
  ConfirmDialog,
  PageHeader,
  PhoneLinks,
  ResponsiveTable,
  FilterBar,
  SearchField,
  useFilterBarStyles,
  StatusBadge,
  TableSkeleton,
  type ResponsiveTableColumn,
} from '@dukkan/shared/kit';
import { Fragment, useCallback, useEffect, useState, type ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { USERS_NS } from '../i18n';
import { Pager } from '../common/Pager/Pager';
import { STAFF_ROLES, useDeleteUserMutation, useGetUsersQuery, type User } from '../common/users-api';
import { InviteDialog } from './InviteDialog';
import { InvitesSection } from './InvitesSection';
import { useUsersPageStyles } from './useUsersPageStyles.styles';

/** ?page=N of the address, so a page can be linked, reloaded and left with the back button. */
function pageFrom(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/**
 * An email that may wrap before its '@' where the table is narrow (1024 px), and inside a long
 * local part only after its own separators ('no.permission.shop_staff.…' at a dot or an
 * underscore), never in the middle of a word.
 */
function breakableEmail(email: string): ReactNode {
  const at = email.lastIndexOf('@');
  if (at <= 0) return email;
  const parts = email.slice(0, at).split(/(?<=[._])/);
  return (
    <>
      {parts.map((part, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed string, in order.
        <Fragment key={index}>
          {part}
          <wbr />
        </Fragment>
      ))}
      {email.slice(at)}
    </>
  );
}

/** What a user is called in messages: the name, else the email, else their number. */
export function userLabel(user: User): string {
  return user.name?.trim() || user.email?.trim() || `#${user.id}`;
}

/**
 * The roles the list can be narrowed to (decisions/roles-and-audit.md): one staff role, else every staff account
 * (decisions/customers.md: the list holds staff only; customers are at /customers).
 */
const USER_ROLES = STAFF_ROLES;
const ANY_STAFF_ROLE = 'staff';
/** decisions/search.md: the list's filters in the address. */
const USER_FILTER_KEYS = ['q', 'role'] as const;

/**
 * spec §2 /users: 'User Management', paged nine at a time, delete with a confirmation; decisions/staff-access.md: Invite
 * beside Add User, and the invites below the list.
 */
export function UsersPage() {
  const { t } = useTranslation(USERS_NS);
  const styles = useUsersPageStyles();
  const filterBar = useFilterBarStyles();
  const navigate = useNavigate();
  const notify = useNotify();
  const [searchParams, setSearchParams] = useSearchParams();
  const page = pageFrom(searchParams.get('page'));
  // decisions/search.md: the search and role live in the address beside the page.
  const filters = useListFilters(USER_FILTER_KEYS);
  const q = filters.values.q;
  const role = USER_ROLES.find((known) => known === filters.values.role) ?? '';
  const filtered = filters.active;

  const { data, currentData, isLoading, isFetching, isError, error, refetch } = useGetUsersQuery({ page, q, role: role || ANY_STAFF_ROLE });
  const [deleteUser, { isLoading: deleting }] = useDeleteUserMutation();
  const [pendingDelete, setPendingDelete] = useState<User | null>(null);
  // decisions/staff-access.md: the invite's dialog, form then link.
  const [inviting, setInviting] = useState(false);
  // spec §7-§8: the failure shows in the page and as a toast, once per failure.
  const loadError = useFailureToast(error, { failed: t('list.fetchFailed'), errored: t('list.loadError') });

  const goToPage = useCallback(
    (target: number, replace = false) =>
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (target > 1) next.set('page', String(target));
          else next.delete('page');
          return next;
        },
        { replace },
      ),
    [setSearchParams],
  );
  const { change: filterBy } = filters;
  const search = useCallback((value: string) => filterBy({ q: value }), [filterBy]);

  // A page past the end (its last user deleted, an old link): show the last page there is.
  useEffect(() => {
    if (currentData && currentData.items.length === 0 && page > 1) {
      goToPage(Math.min(page - 1, Math.max(1, currentData.pages)), true);
    }
  }, [currentData, page, goToPage]);

  const confirmDelete = async () => {
    if (!pendingDelete) return;
    const user = pendingDelete;
    try {
      await deleteUser(user.id).unwrap();
      notify.success(t('delete.success', { name: userLabel(user) }));
    } catch (failure) {
      // e.g. 'You cannot delete your own account': the server says why.
      const message = failureMessage(failure, { failed: t('delete.failed') });
      if (message) notify.error(message);
    } finally {
      setPendingDelete(null);
    }
  };

  const notAvailable = t('value.notAvailable', { ns: 'common' });
  const orNa = (value: string | null | undefined, wrap?: (text: string) => ReactNode) => {
    const text = value?.trim();
    if (!text) return <span className={styles.quiet}>{notAvailable}</span>;
    return wrap ? wrap(text) : text;
  };
  const roleText = (role: string) => t(`roles.${role}`, { defaultValue: role });
  // The export is what the list shows: staff accounts, of the role chosen.
  const exportQuery = new URLSearchParams({ ...filters.applied, role: role || ANY_STAFF_ROLE }).toString();
  const canReadCustomers = useCan('customers.read');
  const language = useLanguage();

  const columns: ResponsiveTableColumn<User>[] = [
    { key: 'name', header: t('list.columns.name'), cardTitle: true, render: (user) => <span className={styles.name}>{orNa(user.name)}</span> },
    {
      key: 'email',
      header: t('list.columns.email'),
      render: (user) => orNa(user.email, (email) => <LtrText className={styles.email}>{breakableEmail(email)}</LtrText>),
    },
    { key: 'phone', header: t('list.columns.phone'), render: (user) => orNa(user.phone, (phone) => <PhoneLinks phone={phone} />) },
    {
      key: 'role',
      header: t('list.columns.role'),
      // decisions/roles-and-audit.md: a shop-staff account's shops beside its role.
      render: (user) =>
        orNa(user.role, (role) => (
          <span className={styles.role}>
            <StatusBadge tone={role === 'customer' ? 'subtle' : 'informative'}>{roleText(role)}</StatusBadge>
            {user.shops?.length ? <span className={styles.quiet}>{user.shops.map((shop) => localizedName(shop, language)).join('، ')}</span> : null}
          </span>
        )),
    },
    {
      key: 'actions',
      header: t('list.columns.actions'),
      render: (user) => (
        <span className={styles.role}>
        {user.role && user.role !== 'customer' ? (
          <Button appearance="subtle" icon={<EditRegular />} aria-label={t('edit.rowAction', { name: userLabel(user) })} onClick={() => navigate(`/users/edit/${user.id}`)}>
            {t('actions.edit', { ns: 'common' })}
          </Button>
        ) : null}
        <Button
          appearance="subtle"
          icon={<DeleteRegular />}
          aria-label={t('delete.rowAction', { name: userLabel(user) })}
          onClick={() => setPendingDelete(user)}
        >
          {t('actions.delete', { ns: 'common' })}
        </Button>
        </span>
      ),
    },
  ];

  let body: ReactNode;
  if (isLoading) {
    // spec §9: users skeleton, 10 rows by 6 columns.
    body = <TableSkeleton rows={10} columns={6} ariaLabel={t('list.loading')} />;
  } else if (isError && !data) {
    body = loadError === null ? null : (
      <div role="alert" className={styles.error}>
        <Text weight="semibold">{loadError}</Text>
        <Button icon={<ArrowClockwiseRegular />} onClick={() => void refetch()}>
          {t('actions.retry', { ns: 'common' })}
        </Button>
      </div>
    );
  } else if (!data || (data.items.length === 0 && data.total === 0)) {
    body = filtered ? (
      <div role="status" className={styles.empty}>
        <Text size={500} weight="semibold">
          {t('filters.noMatch')}
        </Text>
        <Button icon={<DismissRegular />} onClick={() => filterBy('clear')}>
          {t('filters.clear')}
        </Button>
      </div>
    ) : (
      <div role="status" className={styles.empty}>
        <Text size={500} weight="semibold">
          {t('list.empty')}
        </Text>
        <Text className={styles.quiet}>{t('list.emptyHint')}</Text>
      </div>
    );
  } else {
    // Serial numbers continue across pages: row 1 of page 2 is number 10.
    const first = (data.page - 1) * data.limit;
    const shownTo = first + data.items.length;
    const stale = isFetching && data !== currentData;
    body = (
      <>
        <div aria-busy={stale || undefined} className={mergeClasses(styles.rows, stale && styles.stale)}>
          <ResponsiveTable
            ariaLabel={t('list.tableLabel')}
            columns={columns}
            rows={data.items}
            getRowKey={(user) => user.id}
            serialHeader={t('table.serialNo', { ns: 'common' })}
            firstSerial={first + 1}
          />
        </div>
        <div className={styles.footer}>
          <Text size={200} className={styles.quiet}>
            {t('list.summary', { from: first + 1, to: shownTo, count: data.total })}
          </Text>
          <Pager
            page={page}
            pages={data.pages}
            onPageChange={(target) => goToPage(target)}
            labels={{
              navigation: t('pager.label'),
              previous: t('pager.previous'),
              next: t('pager.next'),
              page: (n) => t('pager.page', { page: n }),
            }}
          />
        </div>
      </>
    );
  }

  return (
    <section aria-labelledby="users-title">
      <PageHeader
        title={<span id="users-title">{t('list.title')}</span>}
        // decisions/customers.md: where customers went. The host's first frame shows the same line (the manifest's
        // pageHeaders, for those with customers.read), so the screen opens with it.
        subtitle={
          canReadCustomers ? (
            <Trans t={t} i18nKey="list.customersHint" components={{ customers: <Link className={mergeClasses(styles.link, styles.hintLink)} to="/customers" /> }} />
          ) : undefined
        }
        actions={
          <>
            <Button icon={<MailAddRegular />} onClick={() => setInviting(true)}>
              {t('invites.invite')}
            </Button>
            <Button appearance="primary" icon={<PersonAddRegular />} onClick={() => navigate('/users/add')}>
              {t('list.addUser')}
            </Button>
          </>
        }
      />
      <FilterBar
        label={t('filters.label')}
        list="users"
        query={filters.query}
        onApply={filters.apply}
        onClear={() => filterBy('clear')}
        clearLabel={t('filters.clear')}
        exportTo={{ path: 'user/export', query: exportQuery }}
      >
        <SearchField label={t('filters.search')} placeholder={t('filters.searchPlaceholder')} value={q} onSearch={search} className={filterBar.search} />
        <Field label={t('filters.role')}>
          <Select value={role} onChange={(_event, option) => filterBy({ role: option.value })}>
            <option value="">{t('filters.anyRole')}</option>
            {USER_ROLES.map((known) => (
              <option key={known} value={known}>
                {t(`roles.${known}`)}
              </option>
            ))}
          </Select>
        </Field>
      </FilterBar>
      <div className={styles.card} aria-busy={isLoading || undefined}>
        {body}
      </div>
      <InvitesSection />
      {inviting ? <InviteDialog onClose={() => setInviting(false)} /> : null}
      <ConfirmDialog
        open={pendingDelete !== null}
        title={t('delete.title')}
        message={t('delete.message')}
        confirmLabel={t('actions.delete', { ns: 'common' })}
        destructive
        busy={deleting}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setPendingDelete(null)}
      />
    </section>
  );
}
