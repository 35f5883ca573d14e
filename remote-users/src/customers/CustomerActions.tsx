import { useNotifiedCall } from '@dukkan/shared';
import { ConfirmDialog } from '@dukkan/shared/kit';
import { Button } from '@fluentui/react-components';
import { DeleteRegular, PersonAvailableRegular, PersonProhibitedRegular, SignOutRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { USERS_NS } from '../i18n';
import { BlockCustomerDialog } from './BlockCustomerDialog';
import { type CustomerProfile, useEraseCustomerMutation, useSignOutCustomerMutation, useUnblockCustomerMutation } from './customers-api';

/** The actions asked for with a plain yes or no (blocking asks why, in its own dialog). */
type Confirmed = 'unblock' | 'signOut' | 'erase';

/**
 * decisions/customers.md: what staff holding customers.act may do to a customer — block (why) or unblock, end every
 * session they have, or erase their personal data (orders and payments kept), after which the list is where to be.
 */
export function CustomerActions({ profile }: { profile: CustomerProfile }) {
  const { t } = useTranslation(USERS_NS);
  const navigate = useNavigate();
  const run = useNotifiedCall();
  const { id, name } = profile.customer;
  const [blocking, setBlocking] = useState(false);
  const [asking, setAsking] = useState<Confirmed | null>(null);
  const [busy, setBusy] = useState(false);
  const [unblock] = useUnblockCustomerMutation();
  const [signOut] = useSignOutCustomerMutation();
  const [erase] = useEraseCustomerMutation();

  const calls: Record<Confirmed, () => Promise<boolean>> = {
    unblock: () => run(() => unblock(id).unwrap(), { success: t('customers.unblock.done', { name }), failed: t('customers.unblock.failed') }),
    // The profile then says when (its signedOutAt).
    signOut: () => run(() => signOut(id).unwrap(), { success: t('customers.signOut.done'), failed: t('customers.signOut.failed') }),
    erase: () => run(() => erase(id).unwrap(), { success: t('customers.erase.done'), failed: t('customers.erase.failed') }),
  };

  const confirm = async () => {
    if (!asking || busy) return;
    setBusy(true);
    const done = await calls[asking]();
    setBusy(false);
    setAsking(null);
    // An erased customer has no profile left to show.
    if (done && asking === 'erase') navigate('/customers');
  };

  return (
    <>
      {profile.blocked ? (
        <Button icon={<PersonAvailableRegular />} onClick={() => setAsking('unblock')}>
          {t('customers.unblock.action')}
        </Button>
      ) : (
        <Button icon={<PersonProhibitedRegular />} onClick={() => setBlocking(true)}>
          {t('customers.block.action')}
        </Button>
      )}
      <Button icon={<SignOutRegular />} onClick={() => setAsking('signOut')}>
        {t('customers.signOut.action')}
      </Button>
      <Button icon={<DeleteRegular />} onClick={() => setAsking('erase')}>
        {t('customers.erase.action')}
      </Button>
      {blocking ? <BlockCustomerDialog customer={{ id, name }} onClose={() => setBlocking(false)} /> : null}
      <ConfirmDialog
        open={asking !== null}
        title={asking ? t(`customers.${asking}.title`) : ''}
        message={asking ? t(`customers.${asking}.message`, { name }) : ''}
        confirmLabel={asking ? t(`customers.${asking}.action`) : undefined}
        destructive={asking === 'erase'}
        busy={busy}
        onConfirm={() => void confirm()}
        onCancel={() => setAsking(null)}
      />
    </>
  );
}
