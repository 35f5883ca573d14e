import { useNotify } from '@dukkan/shared';
import { FormDialog, FormField, FormInput, useRulesForm } from '@dukkan/shared/kit';
import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, Input, Text } from '@fluentui/react-components';
import { CopyRegular } from '@fluentui/react-icons';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { USERS_NS } from '../i18n';
import { INVITE_FIELDS, type InviteField, toInviteBody, validateInvite } from './invite-rules';
import { type CreatedInvite, type InviteInput, useCreateStaffInviteMutation } from './invites-api';
import { RoleFields } from './RoleFields';
import { userRuleText } from './use-user-form';
import { useInvitesStyles } from './useInvitesStyles.styles';

/** The invite's form: Add User's email rule, role and shop picker; the API's 400 under its fields, anything else a toast. */
function InviteFormDialog({ onCreated, onClose }: { onCreated: (created: CreatedInvite) => void; onClose: () => void }) {
  const { t } = useTranslation(USERS_NS);
  const notify = useNotify();
  const [createInvite] = useCreateStaffInviteMutation();
  const created = useRef<CreatedInvite | null>(null);
  const { form, formProps, errorOf, saving } = useRulesForm<InviteInput, InviteField>({
    // Least privilege first, as Add User: shop staff unless a wider role is chosen on purpose.
    defaultValues: { email: '', role: 'shop_staff', shopIds: [] },
    rules: validateInvite,
    ruleText: userRuleText(t),
    serverFields: INVITE_FIELDS,
    save: async (values) => {
      created.current = await createInvite(toInviteBody(values)).unwrap();
    },
    onSaved: () => {
      if (created.current) onCreated(created.current);
    },
    failureTexts: { failed: t('invites.failed') },
    onFailure: notify.error,
    // A dialog: closing it is how its form is left.
    guardsNavigation: false,
    // spec §5 Add user, the same fields: a message clears when its field is edited.
    afterEdit: 'clear',
  });
  return (
    <FormDialog title={t('invites.title')} form={{ formProps, saving }} onClose={onClose} submitLabel={t('invites.send')}>
      <FormInput control={form.control} name="email" label={t('invites.email')} required error={errorOf('email')} type="email" autoComplete="off" disabled={saving} />
      <RoleFields control={form.control} role={form.watch('role')} errorOf={errorOf} />
    </FormDialog>
  );
}

/** The link, shown this once (the API keeps only its hash): copied, or selected and copied by hand. */
function InviteLinkDialog({ link, onDone }: { link: string; onDone: () => void }) {
  const { t } = useTranslation(USERS_NS);
  const styles = useInvitesStyles();
  const notify = useNotify();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      notify.success(t('invites.copied'));
    } catch {
      notify.error(t('invites.copyFailed'));
    }
  };
  return (
    <Dialog
      open
      onOpenChange={(_event, data) => {
        if (!data.open) onDone();
      }}
    >
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{t('invites.linkTitle')}</DialogTitle>
          <DialogContent className={styles.linkContent}>
            <FormField label={t('invites.link')}>
              <Input readOnly value={link} dir="ltr" className={styles.linkInput} onFocus={(event) => event.currentTarget.select()} />
            </FormField>
            <Text>{t('invites.linkHint')}</Text>
          </DialogContent>
          <DialogActions className={styles.linkActions}>
            <Button icon={<CopyRegular />} onClick={() => void copy()}>
              {t('invites.copy')}
            </Button>
            <Button appearance="primary" onClick={onDone}>
              {t('invites.done')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}

/**
 * decisions/staff-access.md: the Users screen's "Invite": who and as what, then the link to send them (72 hours,
 * once). Closing the link's dialog forgets it.
 */
export function InviteDialog({ onClose }: { onClose: () => void }) {
  const [created, setCreated] = useState<CreatedInvite | null>(null);
  return created ? <InviteLinkDialog link={created.link} onDone={onClose} /> : <InviteFormDialog onCreated={setCreated} onClose={onClose} />;
}
