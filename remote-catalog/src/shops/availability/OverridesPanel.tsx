import { formatDay, useLanguage, useNotify } from '@dukkan/shared';
import { Controller, FormInput, useRulesForm } from '@dukkan/shared/kit';
import { Button, Checkbox, makeStyles, Text, tokens } from '@fluentui/react-components';
import { AddRegular, DeleteRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { useConfirmDelete } from '../../common/use-confirm-delete';
import { type AvailabilityOverride, useAddOverrideMutation, useDeleteOverrideMutation, useGetOverridesQuery } from '../shops-api';
import { CATALOG_NS } from '../shops-i18n';
import { EMPTY_OVERRIDE, OVERRIDE_FORM_FIELDS, type OverrideFormField, type OverrideFormValues, toOverrideSave, validateOverrideForm } from './override-form-rules';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  hint: { color: tokens.colorNeutralForeground3 },
  list: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  item: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalM,
    padding: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground2,
  },
  itemText: { display: 'flex', flexDirection: 'column', minWidth: 0 },
  quiet: { color: tokens.colorNeutralForeground3 },
  form: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(11rem, 1fr))',
    gap: tokens.spacingHorizontalM,
    alignItems: 'end',
    // A field's input keeps its own minimum width unless told: it would overflow its column.
    '& > *': { minWidth: 0 },
    '& input': { minWidth: 0, width: '100%' },
  },
  wide: { gridColumn: '1 / -1' },
});

/**
 * decisions/availability.md: special dates, for one shop (`shopId`) or, with null, the platform calendar of every
 * shop: closed days (Eid) or other hours for a date range (Ramadan), each with a reason in both
 * languages; the current and coming ones listed, each deleted after a confirmation.
 */
export function OverridesPanel({ shopId }: { shopId: number | null }) {
  const { t } = useTranslation(CATALOG_NS);
  const language = useLanguage();
  const styles = useStyles();
  const notify = useNotify();
  const overrides = useGetOverridesQuery(shopId);
  const [addOverride] = useAddOverrideMutation();
  const [deleteOverride] = useDeleteOverrideMutation();
  const reasonOf = (override: AvailabilityOverride) => (language === 'ar' ? override.reasonAr || override.reason : override.reason);
  const rangeOf = (override: AvailabilityOverride) =>
    override.startsOn === override.endsOn
      ? formatDay(override.startsOn, language)
      : t('shops.overrides.range', { from: formatDay(override.startsOn, language), to: formatDay(override.endsOn, language) });

  const remove = useConfirmDelete<AvailabilityOverride>({
    remove: (id) => deleteOverride(id).unwrap(),
    texts: (override) => ({
      title: t('shops.overrides.deleteTitle'),
      message: t('shops.overrides.deleteMessage', { reason: reasonOf(override), range: rangeOf(override) }),
      success: t('shops.overrides.deleted'),
      failed: t('shops.overrides.deleteFailed'),
    }),
  });

  const { form, formProps, errorOf, saving, guardDialog } = useRulesForm<OverrideFormValues, OverrideFormField>({
    defaultValues: EMPTY_OVERRIDE,
    rules: validateOverrideForm,
    ruleText: (key) => t(`shops.overrides.rules.${key}`),
    serverFields: OVERRIDE_FORM_FIELDS,
    save: (values) => addOverride(toOverrideSave(values, shopId)).unwrap(),
    onSaved: () => {
      notify.success(t('shops.overrides.added'));
      form.reset(EMPTY_OVERRIDE);
    },
    failureTexts: { failed: t('shops.overrides.failed') },
    onFailure: notify.error,
    // A panel of the page, not the page's own form: leaving it half-filled loses nothing saved; the next day is added after it.
    guardsNavigation: false,
    afterSave: 'stay',
  });
  const closed = form.watch('closed');

  return (
    <div className={styles.root}>
      <Text className={styles.hint}>{t('shops.overrides.hint')}</Text>
      {overrides.data && overrides.data.length === 0 ? <Text className={styles.quiet}>{t('shops.overrides.none')}</Text> : null}
      {overrides.data && overrides.data.length > 0 ? (
        <ul className={styles.list} aria-label={t('shops.overrides.title')}>
          {overrides.data.map((override) => (
            <li key={override.id} className={styles.item}>
              <span className={styles.itemText}>
                <Text weight="semibold">
                  <bdi>{reasonOf(override)}</bdi>
                </Text>
                <Text className={styles.quiet}>
                  {rangeOf(override)} ·{' '}
                  {override.closed ? t('shops.overrides.closedAllDay') : <bdi dir="ltr">{override.hours.map((h) => `${h.opens}–${h.closes}`).join(', ')}</bdi>}
                </Text>
              </span>
              <Button
                appearance="subtle"
                icon={<DeleteRegular />}
                aria-label={t('shops.overrides.deleteNamed', { reason: reasonOf(override) })}
                onClick={() => remove.ask(override)}
              >
                {t('shops.overrides.delete')}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}

      <form {...formProps} className={styles.form} aria-label={t('shops.overrides.add')}>
        <FormInput control={form.control} name="startsOn" type="date" label={t('shops.overrides.from')} required error={errorOf('startsOn')} />
        <FormInput control={form.control} name="endsOn" type="date" label={t('shops.overrides.to')} required error={errorOf('endsOn')} />
        <Controller
          control={form.control}
          name="closed"
          render={({ field }) => <Checkbox checked={field.value} onChange={(_event, data) => field.onChange(Boolean(data.checked))} label={t('shops.overrides.closed')} />}
        />
        {!closed ? (
          <>
            <FormInput control={form.control} name="opens" type="time" label={t('shops.overrides.opens')} required error={errorOf('opens') ?? errorOf('hours')} />
            <FormInput control={form.control} name="closes" type="time" label={t('shops.overrides.closes')} required error={errorOf('closes')} />
          </>
        ) : null}
        <FormInput control={form.control} name="reason" label={t('shops.overrides.reason')} required maxLength={200} error={errorOf('reason')} />
        <FormInput control={form.control} name="reasonAr" label={t('shops.overrides.reasonAr')} maxLength={200} dir="rtl" />
        <div className={styles.wide}>
          <Button type="submit" appearance="primary" icon={<AddRegular />} disabled={saving}>
            {t('shops.overrides.add')}
          </Button>
        </div>
        {guardDialog}
      </form>
      {remove.dialog}
    </div>
  );
}
