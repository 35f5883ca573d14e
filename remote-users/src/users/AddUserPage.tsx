import { Button, Input, Spinner, Text } from '@fluentui/react-components';
import { CopyRegular } from '@fluentui/react-icons';
import { getErrorMessage, isSessionEndedError, LtrText, useNotify } from '@dukkan/shared';
import { FormField, PageHeader, serverFieldErrors, useUnsavedChangesGuard } from '@dukkan/shared/kit';
import { useId, useRef, useState, type FormEvent } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { USERS_NS } from '../i18n';
import { validateAddUser, type AddUserErrorKey, type AddUserField } from './add-user-rules';
import { defaultUserPassword } from './default-password';
import { useRegisterUserMutation, type RegisterUserInput } from './users-api';
import { useAddUserPageStyles } from './useAddUserPageStyles.styles';

/** A field's message: one of the spec's (translated when shown) or the server's own words. */
type FieldError = { key: AddUserErrorKey } | { text: string };

const FIELDS: readonly AddUserField[] = ['name', 'email', 'password'];

/** An id list attribute without blanks or repeats (Fluent may add the same message id again). */
const idList = (...ids: (string | undefined)[]) => [...new Set(ids.join(' ').split(/\s+/).filter(Boolean))].join(' ');

/** spec §2 /users/add ('Add New User'), §5 Add user, §8: register a staff account, then back to /users. */
export function AddUserPage() {
  const { t } = useTranslation(USERS_NS);
  const styles = useAddUserPageStyles();
  const navigate = useNavigate();
  const notify = useNotify();
  const [registerUser, { isLoading: registering }] = useRegisterUserMutation();

  // Made once per visit to the form, so the hint and the field agree until the user edits it.
  const [initialPassword] = useState(defaultUserPassword);
  const [values, setValues] = useState<RegisterUserInput>({ name: '', email: '', password: initialPassword });
  const [errors, setErrors] = useState<Partial<Record<AddUserField, FieldError>>>({});
  const inputs = useRef<Partial<Record<AddUserField, HTMLInputElement | null>>>({});
  const hintId = useId();

  const dirty = values.name !== '' || values.email !== '' || values.password !== initialPassword;
  const guard = useUnsavedChangesGuard(dirty);

  const edit = (field: AddUserField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    // spec §5: a field's error clears when it is edited.
    setErrors((current) => {
      if (!current[field]) return current;
      const { [field]: _cleared, ...rest } = current;
      return rest;
    });
  };

  const messageOf = (field: AddUserField) => {
    const error = errors[field];
    if (!error) return undefined;
    return 'key' in error ? t(`add.${error.key}`) : error.text;
  };

  const copyPassword = async () => {
    try {
      await navigator.clipboard.writeText(initialPassword);
      notify.success(t('add.copied'));
    } catch {
      notify.error(t('add.copyFailed'));
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (registering) return;
    const found = validateAddUser(values);
    const invalid = FIELDS.filter((field) => found[field]);
    if (invalid.length > 0) {
      setErrors(Object.fromEntries(invalid.map((field) => [field, { key: found[field]! }])));
      inputs.current[invalid[0]]?.focus();
      return;
    }
    try {
      await registerUser({ name: values.name.trim(), email: values.email.trim(), password: values.password }).unwrap();
      notify.success(t('add.success'));
      guard.allowNavigation();
      navigate('/users');
    } catch (failure) {
      if (isSessionEndedError(failure)) return;
      // A 400 names the fields it refused (e.g. a password shorter than the API allows).
      const serverFields = Object.entries(serverFieldErrors(failure, FIELDS));
      if (serverFields.length > 0) setErrors(Object.fromEntries(serverFields.map(([field, text]) => [field, { text }])));
      notify.error(getErrorMessage(failure, t('add.failed')));
    }
  };

  return (
    <section aria-labelledby="add-user-title">
      <PageHeader title={<span id="add-user-title">{t('add.title')}</span>} subtitle={t('add.subtitle')} />
      <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate aria-labelledby="add-user-title">
        {/*
          Render functions, not bare children: FormField comes from the '@dukkan/shared' singleton,
          whose Fluent Field context is another module instance than this remote's Input, so in the
          composed app only the props handed over here link label, message and control.
        */}
        <FormField label={t('add.name')} required error={messageOf('name')}>
          {(props) => (
            <Input
              {...props}
              ref={(element) => {
                inputs.current.name = element;
              }}
              value={values.name}
              autoComplete="off"
              onChange={(_event, data) => edit('name', data.value)}
            />
          )}
        </FormField>
        <FormField label={t('add.email')} required error={messageOf('email')}>
          {(props) => (
            <Input
              {...props}
              ref={(element) => {
                inputs.current.email = element;
              }}
              type="email"
              value={values.email}
              autoComplete="off"
              onChange={(_event, data) => edit('email', data.value)}
            />
          )}
        </FormField>
        <div className={styles.passwordBlock}>
          <FormField label={t('add.password')} required error={messageOf('password')}>
            {(props) => (
              <Input
                {...props}
                ref={(element) => {
                  inputs.current.password = element;
                }}
                type="password"
                value={values.password}
                // A new account's password: the browser must not offer the staff member's own.
                autoComplete="new-password"
                // The field's message, then the hint naming the default.
                aria-describedby={idList(props['aria-describedby'], hintId)}
                onChange={(_event, data) => edit('password', data.value)}
              />
            )}
          </FormField>
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
        <div className={styles.actions}>
          <Button appearance="secondary" onClick={() => navigate('/users')}>
            {t('actions.cancel', { ns: 'common' })}
          </Button>
          <Button
            appearance="primary"
            type="submit"
            disabled={registering}
            icon={registering ? <Spinner size="tiny" /> : undefined}
          >
            {registering ? t('add.submitting') : t('add.submit')}
          </Button>
        </div>
      </form>
      {guard.dialog}
    </section>
  );
}
