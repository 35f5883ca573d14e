import { failureMessage, useNotify } from '@dukkan/shared';
import { Button, Field, Input, MessageBar, MessageBarBody, Switch, Tab, TabList, Text } from '@fluentui/react-components';
import { ArrowUndoRegular, ErrorCircleRegular, SaveRegular } from '@fluentui/react-icons';
import { useCallback, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBeforeUnload } from 'react-router-dom';
import { WEEKDAYS } from '../availability/weekly-hours';
import { type ShopSlots, type SlotTimetable, useSaveShopSlotsMutation } from './slots-api';
import {
  copiedToAllDays,
  dayOf,
  draftOf,
  rowsInOrder,
  type SettingsServerErrors,
  type SlotDraft,
  type SlotServerErrors,
  type SlotsDraft,
  serverErrorsOf,
  slotsBody,
  withNewSlot,
} from './slots-draft';
import { CATALOG_NS } from './slots-i18n';
import { isTooMany, SLOT_FIELDS, type SlotErrors, type SlotField, type SlotSettingsField, TIMETABLES, validateSlots, validateSlotSettings } from './slots-rules';
import { SlotsDay } from './SlotsDay';
import { useSlotsStyles } from './useSlotsStyles.styles';

const SETTINGS: readonly { field: SlotSettingsField; label: string; hint: string }[] = [
  { field: 'cutoffMinutes', label: 'shops.slots.cutoffMinutes', hint: 'shops.slots.cutoffHint' },
  { field: 'leadMinutes', label: 'shops.slots.leadMinutes', hint: 'shops.slots.leadHint' },
  { field: 'daysAhead', label: 'shops.slots.daysAhead', hint: 'shops.slots.daysAheadHint' },
];

interface ServerErrors {
  rows: Record<string, SlotServerErrors>;
  settings: SettingsServerErrors;
}
const NO_SERVER_ERRORS: ServerErrors = { rows: {}, settings: {} };

export interface SlotsEditorProps {
  shopId: number;
  /** The slots as loaded: the editor starts from them, and Discard goes back to them (or to the last save). */
  slots: ShopSlots;
}

/**
 * decisions/delivery-slots.md: a shop's slot settings and its two weekly timetables (regular, Ramadan), edited in
 * place and saved as a whole (PUT shop/{id}/slots). A rule's message shows as it is typed (an empty field waits for
 * Save), with the API's own words; the server's field messages show at the row they name. A refused save keeps every
 * edit; Discard goes back to the slots as last loaded or saved.
 */
export function SlotsEditor({ shopId, slots }: SlotsEditorProps) {
  const { t } = useTranslation(CATALOG_NS);
  const styles = useSlotsStyles();
  const notify = useNotify();
  const ids = useId();
  const [saved, setSaved] = useState<SlotsDraft>(() => draftOf(slots));
  const [draft, setDraft] = useState<SlotsDraft>(saved);
  const [dirty, setDirty] = useState(false);
  const [attempted, setAttempted] = useState(false);
  const [serverErrors, setServerErrors] = useState<ServerErrors>(NO_SERVER_ERRORS);
  const [note, setNote] = useState('');
  const [timetable, setTimetable] = useState<SlotTimetable>('regular');
  const [saveSlots, saving] = useSaveShopSlotsMutation();
  const dayName = (weekday: number) => t(`shops.hours.days.${weekday}`);

  // Closing or reloading the tab asks first; the in-app guard is the shop form's (a router keeps one blocker).
  useBeforeUnload(
    useCallback(
      (event: BeforeUnloadEvent) => {
        if (!dirty) return;
        event.preventDefault();
        event.returnValue = '';
      },
      [dirty],
    ),
  );

  const slotErrors = useMemo(() => {
    const found = validateSlots(draft.slots);
    return new Map<string, SlotErrors>(draft.slots.map((slot, index) => [slot.key, found[index]]));
  }, [draft.slots]);
  const settingsErrors = validateSlotSettings(draft);
  const tooMany = isTooMany(draft.slots);
  const invalid = tooMany || Object.keys(settingsErrors).length > 0 || [...slotErrors.values()].some((errors) => Object.keys(errors).length > 0);

  // An empty field is only unfinished: its message waits for Save.
  const shows = (value: string) => attempted || value.trim() !== '';
  const messageOf = (slot: SlotDraft, field: SlotField) => {
    const key = slotErrors.get(slot.key)?.[field];
    return key && shows(slot[field]) ? t(`shops.slots.rules.${key}`) : serverErrors.rows[slot.key]?.[field];
  };
  const settingMessage = (field: SlotSettingsField) => {
    const key = settingsErrors[field];
    return key && shows(draft[field]) ? t(`shops.slots.rules.${key}`) : serverErrors.settings[field];
  };
  const hasErrors = (table: SlotTimetable) =>
    draft.slots.some((slot) => slot.timetable === table && (serverErrors.rows[slot.key]?.row || SLOT_FIELDS.some((field) => messageOf(slot, field))));
  // After a refused save: the open tab if it holds a refused row, else the first that does.
  const showRefused = (rows: readonly SlotDraft[], refused: (slot: SlotDraft) => boolean) => {
    const tables = new Set(rows.filter(refused).map((slot) => slot.timetable));
    const first = TIMETABLES.find((table) => tables.has(table));
    if (first && !tables.has(timetable)) setTimetable(first);
  };

  const change = (next: Partial<SlotsDraft>, announce = '') => {
    setDraft((current) => ({ ...current, ...next }));
    setDirty(true);
    setNote(announce);
  };
  const changeSlots = (next: SlotDraft[], announce = '') => change({ slots: next }, announce);
  const changeSlot = (key: string, field: SlotField, value: string) => {
    changeSlots(draft.slots.map((slot) => (slot.key === key ? { ...slot, [field]: value } : slot)));
    // The server's message was about the value it was sent.
    if (serverErrors.rows[key]?.[field]) setServerErrors({ ...serverErrors, rows: { ...serverErrors.rows, [key]: { ...serverErrors.rows[key], [field]: undefined } } });
  };
  const changeSetting = (field: SlotSettingsField, value: string) => {
    change({ [field]: value });
    if (serverErrors.settings[field]) setServerErrors({ ...serverErrors, settings: { ...serverErrors.settings, [field]: undefined } });
  };

  const discard = () => {
    setDraft(saved);
    setDirty(false);
    setAttempted(false);
    setServerErrors(NO_SERVER_ERRORS);
    setNote(t('shops.slots.discarded'));
  };

  const save = async () => {
    setAttempted(true);
    if (invalid) {
      setNote(t('shops.slots.fixErrors'));
      showRefused(draft.slots, (slot) => Object.keys(slotErrors.get(slot.key) ?? {}).length > 0);
      return;
    }
    const sent = rowsInOrder(draft.slots);
    try {
      const answer = draftOf(await saveSlots({ shopId, slots: slotsBody(draft, sent) }).unwrap());
      setSaved(answer);
      setDraft(answer);
      setDirty(false);
      setAttempted(false);
      setServerErrors(NO_SERVER_ERRORS);
      setNote('');
      notify.success(t('shops.slots.saved'));
    } catch (error) {
      const found = serverErrorsOf(error, sent);
      setServerErrors(found);
      showRefused(sent, (slot) => found.rows[slot.key] !== undefined);
      const message = failureMessage(error, { failed: t('shops.slots.saveFailed') });
      if (message) notify.error(message);
    }
  };

  const tabId = (table: SlotTimetable) => `${ids}-${table}`;
  const templatesMessage = tooMany ? t('shops.slots.rules.tooMany') : serverErrors.settings.templates;

  return (
    <>
      <Text className={styles.hint}>{t('shops.slots.hint')}</Text>
      <div className={styles.settings}>
        <Field className={styles.wide} hint={t('shops.slots.enabledHint')} validationMessage={serverErrors.settings.enabled}>
          <Switch label={t('shops.slots.enabled')} checked={draft.enabled} onChange={(_event, data) => change({ enabled: data.checked })} />
        </Field>
        {SETTINGS.map(({ field, label, hint }) => {
          const message = settingMessage(field);
          return (
            <Field key={field} label={t(label)} hint={t(hint)} validationState={message ? 'error' : 'none'} validationMessage={message}>
              <Input
                className={styles.number}
                value={draft[field]}
                dir="ltr"
                inputMode="numeric"
                autoComplete="off"
                onChange={(_event, data) => changeSetting(field, data.value)}
              />
            </Field>
          );
        })}
      </div>
      <div className={styles.tabs}>
        <TabList aria-label={t('shops.slots.timetables')} selectedValue={timetable} onTabSelect={(_event, data) => setTimetable(data.value as SlotTimetable)}>
          {TIMETABLES.map((table) => (
            <Tab key={table} id={tabId(table)} value={table} aria-controls={`${tabId(table)}-panel`}>
              {t(`shops.slots.tabs.${table}`)}
              {hasErrors(table) ? (
                <>
                  <ErrorCircleRegular className={styles.tabError} aria-hidden />
                  <span className={styles.hidden}>{` (${t('shops.slots.hasErrors')})`}</span>
                </>
              ) : null}
            </Tab>
          ))}
        </TabList>
        <div role="tabpanel" id={`${tabId(timetable)}-panel`} aria-labelledby={tabId(timetable)} className={styles.tabs}>
          <Text className={styles.hint}>{t(`shops.slots.timetableHint.${timetable}`)}</Text>
          {templatesMessage ? (
            <MessageBar intent="error">
              <MessageBarBody>{templatesMessage}</MessageBarBody>
            </MessageBar>
          ) : null}
          <ul className={styles.days}>
            {WEEKDAYS.map((weekday) => (
              <SlotsDay
                key={weekday}
                day={dayName(weekday)}
                slots={dayOf(draft.slots, timetable, weekday)}
                messageOf={messageOf}
                rowMessageOf={(slot) => serverErrors.rows[slot.key]?.row}
                disabled={saving.isLoading}
                onChange={changeSlot}
                onRemove={(key) => changeSlots(draft.slots.filter((slot) => slot.key !== key))}
                onAdd={() => changeSlots(withNewSlot(draft.slots, timetable, weekday))}
                onCopyToAll={() => changeSlots(copiedToAllDays(draft.slots, timetable, weekday), t('shops.slots.copied', { day: dayName(weekday) }))}
              />
            ))}
          </ul>
        </div>
      </div>
      <div className={styles.actions}>
        <Button className={styles.button} appearance="primary" icon={<SaveRegular />} disabled={saving.isLoading || !dirty} onClick={() => void save()}>
          {t('shops.slots.save')}
        </Button>
        <Button className={styles.button} icon={<ArrowUndoRegular />} disabled={saving.isLoading || !dirty} onClick={discard}>
          {t('shops.slots.discard')}
        </Button>
        <Text role="status" className={styles.hint}>
          {note || (dirty ? t('shops.slots.unsaved') : '')}
        </Text>
      </div>
    </>
  );
}
