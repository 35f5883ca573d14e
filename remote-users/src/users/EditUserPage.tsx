import { Text } from '@fluentui/react-components';
import { LtrText } from '@dukkan/shared';
import { FormActions, FormInput, HistoryPanel, PageHeader, TableSkeleton } from '@dukkan/shared/kit';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { USERS_NS } from '../i18n';
import { roleRules, toRoleInput } from './role-rules';
import { RoleFields } from './RoleFields';
import { type EditUserInput, STAFF_ROLES, type StaffRole, type User, useGetUserQuery, useUpdateUserMutation } from '../common/users-api';
import { useAddUserPageStyles } from './useAddUserPageStyles.styles';
import { useUserForm } from './use-user-form';

type EditField = keyof EditUserInput;
const EDIT_FIELDS: readonly EditField[] = ['name', 'role', 'shopIds'];

function validateEdit(values: EditUserInput): Partial<Record<EditField, 'nameRequired' | 'shopsRequired'>> {
  return { ...(values.name.trim() ? {} : { name: 'nameRequired' as const }), ...roleRules(values) };
}

function EditUserForm({ user }: { user: User }) {
  const { t } = useTranslation(USERS_NS);
  const styles = useAddUserPageStyles();
  const navigate = useNavigate();
  const [updateUser] = useUpdateUserMutation();
  const role = STAFF_ROLES.find((known) => known === user.role) ?? 'owner';
  const { form, formProps, errorOf, saving, guardDialog } = useUserForm<EditUserInput, EditField>('edit', {
    defaultValues: { name: user.name ?? '', role: role as StaffRole, shopIds: (user.shops ?? []).map((shop) => shop.id) },
    rules: validateEdit,
    serverFields: EDIT_FIELDS,
    save: (values) => updateUser({ id: user.id, user: { name: values.name.trim(), ...toRoleInput(values) } }).unwrap(),
  });
  return (
    <form {...formProps} className={styles.form} aria-labelledby="edit-user-title">
      <FormInput control={form.control} name="name" label={t('add.name')} required error={errorOf('name')} autoComplete="off" />
      <Text>
        {t('add.email')}: <LtrText>{user.email}</LtrText>
      </Text>
      <RoleFields control={form.control} role={form.watch('role')} errorOf={errorOf} shops={user.shops} />
      <FormActions saving={saving} onCancel={() => navigate('/users')} submitLabel={t('edit.submit')} savingLabel={t('edit.submitting')} />
      {guardDialog}
    </form>
  );
}

/** decisions/roles-and-audit.md: /users/edit/{id}: a staff account's name, role and shops, and its History. */
export function EditUserPage() {
  const { t } = useTranslation(USERS_NS);
  const id = Number(useParams().id);
  const user = useGetUserQuery(id, { skip: !Number.isInteger(id) || id < 1 });
  return (
    <section aria-labelledby="edit-user-title">
      <PageHeader title={<span id="edit-user-title">{t('edit.title')}</span>} subtitle={user.data ? (user.data.name ?? user.data.email ?? '') : undefined} />
      {user.data ? <EditUserForm key={user.data.id} user={user.data} /> : user.isError ? <Text role="alert">{t('edit.notFound')}</Text> : <TableSkeleton rows={3} columns={1} ariaLabel={t('list.loading')} />}
      <HistoryPanel entity="user" entityId={user.data?.id} />
    </section>
  );
}
