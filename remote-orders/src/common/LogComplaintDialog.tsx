import { useNotify } from '@dukkan/shared';
import { FormDialog, FormSelect, FormTextarea, useRulesForm } from '@dukkan/shared/kit';
import { Button } from '@fluentui/react-components';
import { PersonFeedbackRegular } from '@fluentui/react-icons';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { ORDERS_NS } from '../i18n';
import {
  COMPLAINT_CATEGORIES,
  COMPLAINT_DESCRIPTION_MAX,
  COMPLAINT_FIELDS,
  EMPTY_COMPLAINT,
  validateComplaint,
  type ComplaintField,
  type ComplaintValues,
} from './complaint-rules';
import { type ComplaintCategory, useLogComplaintMutation } from './complaints-api';

/**
 * decisions/complaints.md: a complaint about the order — what it is about and the customer's words (10 to 2000
 * characters); `onLogged` is given the new complaint's id. The API's 400 is said under its field, anything else as a toast.
 */
export function LogComplaintDialog({ orderId, onClose, onLogged }: { orderId: number; onClose: () => void; onLogged: (id: number) => void }) {
  const { t } = useTranslation(ORDERS_NS);
  const notify = useNotify();
  const [logComplaint] = useLogComplaintMutation();
  const logged = useRef(0);
  const { form, formProps, errorOf, saving } = useRulesForm<ComplaintValues, ComplaintField>({
    defaultValues: EMPTY_COMPLAINT,
    rules: validateComplaint,
    ruleText: (key) => t(`complaints.log.rules.${key}`),
    serverFields: COMPLAINT_FIELDS,
    save: async ({ category, description }) => {
      logged.current = (await logComplaint({ orderId, category: category as ComplaintCategory, description: description.trim() }).unwrap()).complaint.id;
    },
    onSaved: () => {
      notify.success(t('complaints.log.done', { id: logged.current }));
      onLogged(logged.current);
    },
    failureTexts: { failed: t('complaints.log.failed') },
    onFailure: notify.error,
    guardsNavigation: false,
  });
  return (
    <FormDialog title={t('complaints.log.title', { id: orderId })} form={{ formProps, saving }} onClose={onClose} submitLabel={t('complaints.log.submit')}>
      <FormSelect
        control={form.control}
        name="category"
        label={t('complaints.log.category')}
        placeholder={t('complaints.log.categoryPlaceholder')}
        options={COMPLAINT_CATEGORIES.map((category) => ({ value: category, label: t(`complaints.categories.${category}`) }))}
        required
        error={errorOf('category')}
        disabled={saving}
      />
      <FormTextarea
        control={form.control}
        name="description"
        label={t('complaints.log.description')}
        required
        error={errorOf('description')}
        limit={COMPLAINT_DESCRIPTION_MAX}
        disabled={saving}
      />
    </FormDialog>
  );
}

/** The order page's "Log a complaint": opens the dialog above, then the complaint logged. */
export function LogComplaintButton({ orderId, className }: { orderId: number; className?: string }) {
  const { t } = useTranslation(ORDERS_NS);
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [logged, setLogged] = useState<number | null>(null);
  // Once the dialog is gone: its form's navigation guard and the page's own would be two blockers at once.
  useEffect(() => {
    if (logged !== null) navigate(`/complaints/${logged}`);
  }, [logged, navigate]);
  return (
    <>
      <Button className={className} icon={<PersonFeedbackRegular />} onClick={() => setOpen(true)}>
        {t('complaints.order.log')}
      </Button>
      {open ? (
        <LogComplaintDialog
          orderId={orderId}
          onClose={() => setOpen(false)}
          onLogged={(id) => {
            setOpen(false);
            setLogged(id);
          }}
        />
      ) : null}
    </>
  );
}
