import { useCan } from '@dukkan/shared';
import { NotesThread } from '@dukkan/shared/kit';
import { useTranslation } from 'react-i18next';
import { USERS_NS } from '../i18n';
import { NOTE_MAX } from './customer-rules';
import { type CustomerNote, useAddCustomerNoteMutation } from './customers-api';

/** decisions/customers.md: what staff wrote about the customer, newest first, with who and when; the form below. */
export function CustomerNotes({ customerId, notes }: { customerId: number; notes: readonly CustomerNote[] }) {
  const { t } = useTranslation(USERS_NS);
  const canAct = useCan('customers.act');
  const [addNote] = useAddCustomerNoteMutation();
  return (
    <NotesThread
      id="customer-notes"
      notes={notes}
      maxLength={NOTE_MAX}
      onAdd={canAct ? (text) => addNote({ id: customerId, text }).unwrap() : null}
      texts={{
        title: t('customers.notes.title'),
        listLabel: t('customers.notes.listLabel'),
        empty: t('customers.notes.empty'),
        field: t('customers.notes.field'),
        add: t('customers.notes.add'),
        added: t('customers.notes.added'),
        failed: t('customers.notes.failed'),
        rule: t('customers.notes.rules.text'),
        unknownAuthor: t('customers.notes.unknownAuthor'),
      }}
    />
  );
}
