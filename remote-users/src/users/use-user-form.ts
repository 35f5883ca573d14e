import { useNotify } from '@dukkan/shared';
import { useRulesForm, type FieldValues, type RulesForm, type UseRulesFormOptions } from '@dukkan/shared/kit';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { USERS_NS } from '../i18n';

/** The text of a staff form's rule key: `add.*`, the shops one from the role fields (Add User, edit, invite). */
export const userRuleText = (t: TFunction<typeof USERS_NS>) => (key: string) =>
  key === 'shopsRequired' ? t('roleField.shopsRequired') : t(`add.${key}`);

/**
 * A staff account's form, add or edit (spec §5 Add user; decisions/roles-and-audit.md): the rules'
 * messages (`add.*`, the shops one from the role fields), a field's message cleared once it is
 * edited, and after a save `<form>.success` and back to /users, or the `<form>.failed` toast.
 */
export function useUserForm<Values extends FieldValues, Field extends string>(
  texts: 'add' | 'edit',
  options: Pick<UseRulesFormOptions<Values, Field>, 'defaultValues' | 'rules' | 'serverFields' | 'save'>,
): RulesForm<Values, Field> {
  const { t } = useTranslation(USERS_NS);
  const navigate = useNavigate();
  const notify = useNotify();
  return useRulesForm<Values, Field>({
    ...options,
    ruleText: userRuleText(t),
    onSaved: () => {
      notify.success(t(`${texts}.success`));
      navigate('/users');
    },
    failureTexts: { failed: t(`${texts}.failed`) },
    onFailure: notify.error,
    // spec §5 Add user: a field's message clears when it is edited.
    afterEdit: 'clear',
  });
}
