import { Button, Input, Text } from '@fluentui/react-components';
import { CopyRegular } from '@fluentui/react-icons';
import { LtrText, useNotify } from '@dukkan/shared';
import { Controller, FormActions, FormField, FormInput, PageHeader } from '@dukkan/shared/kit';
import { useId, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { USERS_NS } from '../i18n';
import { ADD_USER_FIELDS, toRegisterUser, validateAddUser, type AddUserField } from './add-user-rules';
import { defaultUserPassword } from './default-password';
import { RoleFields } from './RoleFields';
import { useRegisterUserMutation, type RegisterUserInput } from '../common/users-api';
import { useAddUserPageStyles } from './useAddUserPageStyles.styles';
import { useUserForm } from './use-user-form';

/** An id list attribute without blanks or repeats (Fluent may add the same message id again). */
const idList = (...ids: (string | undefined)[]) => [...new Set(ids.join(' ').split(/\s+/).filter(Boolean))].join(' ');

/** spec §2 /users/add ('Add New User'), §5 Add user, §8: register a staff account, then back to /users. */
export function AddUserPage() {
  const { t } = useTranslation(USERS_NS);
  const styles = useAddUserPageStyles();
  const navigate = useNavigate();
  const notify = useNotify();
  const [registerUser] = useRegisterUserMutation();

  // Made once per visit to the form, so the hint and the field agree until the user edits it.
  const [initialPassword] = useState(defaultUserPassword);
  const hintId = useId();
  const { form, formProps, errorOf, saving, guardDialog } = useUserForm<RegisterUserInput, AddUserField>('add', {
    // Least privilege first: a new account is shop staff (one shop's orders and catalogue) unless a
    // wider role is chosen on purpose; its shop picker, required, shows at once.
    defaultValues: { name: '', email: '', password: initialPassword, role: 'shop_staff', shopIds: [] },
    rules: validateAddUser,
    serverFields: ADD_USER_FIELDS,
    save: (values) => registerUser(toRegisterUser(values)).unwrap(),
  });
  const { control } = form;

  const copyPassword = async () => {
    try {
      await navigator.clipboard.writeText(initialPassword);
      notify.success(t('add.copied'));
    } catch {
      notify.error(t('add.copyFailed'));
    }
  };

  return (
    <section aria-labelledby="add-user-title">
      <PageHeader title={<span id="add-user-title">{t('add.title')}</span>} subtitle={t('add.subtitle')} />
      <form {...formProps} className={styles.form} aria-labelledby="add-user-title">
        <FormInput control={control} name="name" label={t('add.name')} required error={errorOf('name')} autoComplete="off" />
        <FormInput control={control} name="email" label={t('add.email')} required error={errorOf('email')} type="email" autoComplete="off" />
        <div className={styles.passwordBlock}>
          <Controller
            name="password"
            control={control}
            render={({ field }) => (
              <FormField label={t('add.password')} required error={errorOf('password')}>
                {/* A render function: the control's own describedby must join the hint's id. */}
                {(props) => (
                  <Input
                    {...props}
                    type="password"
                    value={field.value}
                    // A new account's password: the browser must not offer the staff member's own.
                    autoComplete="new-password"
                    // The field's message, then the hint naming the default.
                    aria-describedby={idList(props['aria-describedby'], hintId)}
                    onChange={(_event, data) => field.onChange(data.value)}
                    onBlur={field.onBlur}
                  />
                )}
              </FormField>
            )}
          />
          <div className={styles.hint}>
            <Text size={200} id={hintId}>
              <Trans
                t={t}
                i18nKey="add.passwordHint"
                values={{ password: initialPassword }}
                components={{ secret: <LtrText className={styles.secret} data-testid="default-password" /> }}
              />
            </Text>
            <Button
              size="small"
              appearance="subtle"
              icon={<CopyRegular />}
              aria-label={t('add.copyLabel')}
              onClick={() => void copyPassword()}
            >
              {t('add.copy')}
            </Button>
          </div>
        </div>
        <RoleFields control={control} role={form.watch('role')} errorOf={errorOf} />
        <FormActions saving={saving} onCancel={() => navigate('/users')} submitLabel={t('add.submit')} savingLabel={t('add.submitting')} />
        {guardDialog}
      </form>
    </section>
  );
}
