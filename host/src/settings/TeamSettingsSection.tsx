import {
  formatDateTime,
  KUWAIT_TIME_ZONE,
  type TeamSettings,
  type TeamSettingsBody,
  type UnansweredAction,
  selectTeamSettings,
  useAppSelector,
  useCan,
  useGetTeamSettingsQuery,
  useLanguage,
  useNotifiedCall,
  useSaveTeamSettingsMutation,
} from '@dukkan/shared';
import { serverFieldErrors } from '@dukkan/shared/kit';
import { Button, Field, Input, makeStyles, mergeClasses, MessageBar, MessageBarActions, MessageBarBody, Select, Spinner, Text, tokens } from '@fluentui/react-components';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HOST_NS } from '../i18n';

const useStyles = makeStyles({
  form: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(16rem, 1fr))',
    gap: tokens.spacingHorizontalL,
    width: '100%',
  },
  wide: { gridColumn: '1 / -1' },
  actions: { gridColumn: '1 / -1', display: 'flex', gap: tokens.spacingHorizontalM, alignItems: 'center' },
  hint: { color: tokens.colorNeutralForeground3 },
  ramadan: {
    gridColumn: '1 / -1',
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(12rem, 1fr))',
    gap: tokens.spacingHorizontalL,
    alignItems: 'end',
    margin: 0,
    padding: tokens.spacingHorizontalL,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusLarge,
    minWidth: 0,
  },
  legend: { paddingInline: tokens.spacingHorizontalXS, fontWeight: tokens.fontWeightSemibold },
  clear: { justifySelf: 'start' },
});

const NUMBER_FIELDS = ['orderAgeWarningMinutes', 'orderAgeOverdueMinutes', 'claimIdleMinutes', 'autoPauseAfterUnanswered', 'autoPauseMinutes', 'unansweredMinutes'] as const;
type NumberField = (typeof NUMBER_FIELDS)[number];
const FIELDS = [...NUMBER_FIELDS, 'unansweredAction', 'unansweredReason', 'unansweredReasonCode', 'ramadan', 'ramadan.from', 'ramadan.to'] as const;
const ACTIONS: readonly UnansweredAction[] = ['off', 'escalate', 'reject'];
const LABELS: Record<NumberField, string> = {
  orderAgeWarningMinutes: 'settings.warningMinutes',
  orderAgeOverdueMinutes: 'settings.overdueMinutes',
  claimIdleMinutes: 'settings.claimIdleMinutes',
  autoPauseAfterUnanswered: 'settings.autoPauseAfterUnanswered',
  autoPauseMinutes: 'settings.autoPauseMinutes',
  unansweredMinutes: 'settings.unansweredMinutes',
};

/** The form's values as typed: numbers as text, so a field may be empty while it is edited; Ramadan's days '' when not set. */
type Draft = Record<NumberField, string> & { unansweredAction: UnansweredAction; unansweredReason: string; ramadanFrom: string; ramadanTo: string };

const draftOf = (settings: TeamSettings): Draft => ({
  ...(Object.fromEntries(NUMBER_FIELDS.map((field) => [field, String(settings[field])])) as Record<NumberField, string>),
  unansweredAction: settings.unansweredAction,
  // A preset's code is stored as the reason (orders/order-reasons.ts): an owner edits the words.
  unansweredReason: settings.unansweredReason ?? '',
  ramadanFrom: settings.ramadan?.from ?? '',
  ramadanTo: settings.ramadan?.to ?? '',
});

/**
 * What PUT settings takes: every number as typed (the server checks each: ranges, amber before red), the reason's
 * words, and Ramadan's days as typed (one left empty is the server's to name) or null when both are empty.
 */
const bodyOf = (draft: Draft): TeamSettingsBody => ({
  ...(Object.fromEntries(NUMBER_FIELDS.map((field) => [field, Number(draft[field])])) as Record<NumberField, number>),
  unansweredAction: draft.unansweredAction,
  unansweredReason: draft.unansweredReason.trim() || null,
  unansweredReasonCode: null,
  ramadan: draft.ramadanFrom || draft.ramadanTo ? { from: draft.ramadanFrom, to: draft.ramadanTo } : null,
});

/**
 * decisions/order-workspace.md: the desk's rules for the whole team, kept on the server — the age
 * thresholds, how long an idle claim holds, the auto-pause, and what happens to a NEW order no one
 * answers. Every staff member reads them; owners (settings.manage) change them, and every open desk
 * follows at once (the order stream's `settings` event).
 */
export function TeamSettingsSection() {
  const styles = useStyles();
  const { t } = useTranslation(HOST_NS);
  const language = useLanguage();
  const canEdit = useCan('settings.manage');
  const settings = useGetTeamSettingsQuery();
  // As read, saved, or last said by the stream: an owner's change elsewhere shows here at once.
  const current = useAppSelector(selectTeamSettings) ?? settings.data;
  const [save, saving] = useSaveTeamSettingsMutation();
  const run = useNotifiedCall();
  const [draft, setDraft] = useState<Draft | null>(null);
  const [dirty, setDirty] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<(typeof FIELDS)[number], string>>>({});

  // The form starts from the server's values, and follows them while no one is editing here.
  useEffect(() => {
    if (current && !dirty) setDraft(draftOf(current));
  }, [current, dirty]);

  if (settings.isError && !current) {
    return (
      <MessageBar intent="error">
        <MessageBarBody>{t('settings.teamFailed')}</MessageBarBody>
        <MessageBarActions>
          <Button onClick={() => void settings.refetch()}>{t('settings.retry')}</Button>
        </MessageBarActions>
      </MessageBar>
    );
  }
  if (!draft || !current) return <Spinner size="small" label={t('settings.teamLoading')} />;

  const change = (values: Partial<Draft>) => {
    setDirty(true);
    setDraft({ ...draft, ...values });
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    const saved = await run(
      () =>
        save(bodyOf(draft))
          .unwrap()
          .catch((error: unknown) => {
            // Each field's own message under it; the toast says the rest.
            setErrors(serverFieldErrors(error, FIELDS));
            throw error;
          }),
      { success: t('settings.saved'), failed: t('settings.saveFailed') },
    );
    if (saved) setDirty(false);
  };
  const { updatedAt, updatedBy } = current;

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} aria-describedby="team-settings-saved">
      {!canEdit ? (
        <MessageBar intent="info" className={styles.wide}>
          <MessageBarBody>{t('settings.teamReadOnly')}</MessageBarBody>
        </MessageBar>
      ) : null}
      {NUMBER_FIELDS.filter((field) => field !== 'unansweredMinutes').map((field) => (
        <Field key={field} label={t(LABELS[field])} validationMessage={errors[field]} required>
          <Input type="number" inputMode="numeric" min={0} step={1} value={draft[field]} disabled={!canEdit} onChange={(_event, data) => change({ [field]: data.value })} />
        </Field>
      ))}
      <Field label={t('settings.unansweredAction')} validationMessage={errors.unansweredAction}>
        <Select value={draft.unansweredAction} disabled={!canEdit} onChange={(_event, data) => change({ unansweredAction: data.value as UnansweredAction })}>
          {ACTIONS.map((action) => (
            <option key={action} value={action}>
              {t(`settings.unansweredActions.${action}`)}
            </option>
          ))}
        </Select>
      </Field>
      <Field label={t(LABELS.unansweredMinutes)} validationMessage={errors.unansweredMinutes} required>
        <Input
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          value={draft.unansweredMinutes}
          disabled={!canEdit || draft.unansweredAction === 'off'}
          onChange={(_event, data) => change({ unansweredMinutes: data.value })}
        />
      </Field>
      {draft.unansweredAction === 'reject' ? (
        <Field label={t('settings.unansweredReason')} validationMessage={errors.unansweredReason ?? errors.unansweredReasonCode} required className={styles.wide}>
          <Input value={draft.unansweredReason} maxLength={500} dir="auto" disabled={!canEdit} onChange={(_event, data) => change({ unansweredReason: data.value })} />
        </Field>
      ) : null}
      {/* decisions/delivery-slots.md: the Kuwait days shops use their Ramadan slots. */}
      <fieldset className={styles.ramadan}>
        <legend className={styles.legend}>{t('settings.ramadanHeading')}</legend>
        <Text className={mergeClasses(styles.hint, styles.wide)}>{t('settings.ramadanHint')}</Text>
        <Field label={t('settings.ramadanFrom')} validationMessage={errors['ramadan.from'] ?? errors.ramadan}>
          <Input type="date" dir="ltr" value={draft.ramadanFrom} disabled={!canEdit} onChange={(_event, data) => change({ ramadanFrom: data.value })} />
        </Field>
        <Field label={t('settings.ramadanTo')} validationMessage={errors['ramadan.to']}>
          <Input type="date" dir="ltr" value={draft.ramadanTo} disabled={!canEdit} onChange={(_event, data) => change({ ramadanTo: data.value })} />
        </Field>
        {canEdit ? (
          <Button
            className={styles.clear}
            aria-label={t('settings.ramadanClearLabel')}
            disabled={!draft.ramadanFrom && !draft.ramadanTo}
            onClick={() => {
              change({ ramadanFrom: '', ramadanTo: '' });
              setErrors({ ...errors, ramadan: undefined, 'ramadan.from': undefined, 'ramadan.to': undefined });
            }}
          >
            {t('settings.ramadanClear')}
          </Button>
        ) : null}
      </fieldset>
      <div className={styles.actions}>
        {canEdit ? (
          <Button type="submit" appearance="primary" disabledFocusable={saving.isLoading}>
            {t('settings.save')}
          </Button>
        ) : null}
        <Text id="team-settings-saved" className={styles.hint}>
          {updatedAt && updatedBy ? t('settings.lastSaved', { name: updatedBy.name, when: formatDateTime(updatedAt, language, { timeZone: KUWAIT_TIME_ZONE }) }) : t('settings.defaults')}
        </Text>
      </div>
    </form>
  );
}
