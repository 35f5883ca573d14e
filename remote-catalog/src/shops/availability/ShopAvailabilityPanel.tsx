import { formatKuwaitTime, localizedName, useLanguage, useNotifiedCall, useNow } from '@dukkan/shared';
import { Button, Field, Input, makeStyles, Select, Text, tokens } from '@fluentui/react-components';
import { PauseRegular, PlayRegular } from '@fluentui/react-icons';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { type PauseSave, type ReasonSave, SHOP_REASON_CODES, type Shop, type ShopReasonCode, useEndShopBusyMutation, usePauseShopMutation, useResumeShopMutation, useSetShopBusyMutation } from '../shops-api';
import { CATALOG_NS } from '../shops-i18n';
import { AvailabilityBadge } from './AvailabilityBadge';
import { nextKuwaitTime } from './availability-text';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  now: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalM },
  quiet: { color: tokens.colorNeutralForeground3 },
  group: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, border: 'none', margin: 0, padding: 0 },
  row: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: tokens.spacingHorizontalS },
  reasons: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(14rem, 1fr))', gap: tokens.spacingHorizontalM },
  button: { minHeight: '44px' },
});

/** The pauses staff pick most (decisions/availability.md): half an hour, an hour, until closing, until resumed. */
const PAUSES: readonly { key: string; pause: PauseSave }[] = [
  { key: 'pause30', pause: { minutes: 30 } },
  { key: 'pause60', pause: { minutes: 60 } },
  { key: 'pauseEndOfDay', pause: { endOfDay: true } },
  { key: 'pauseUntilResumed', pause: {} },
];
const EXTRA_MINUTES = [10, 20, 30, 45, 60] as const;

/** A group of the panel's controls under its heading, side by side. */
function ControlGroup({ heading, children }: { heading: string; children: ReactNode }) {
  const styles = useStyles();
  return (
    <fieldset className={styles.group}>
      <legend>
        <Text weight="semibold">{heading}</Text>
      </legend>
      <div className={styles.row}>{children}</div>
    </fieldset>
  );
}

/**
 * decisions/availability.md, on the shop page: what the shop's availability is now and why (the API's answer),
 * and the controls that change it: pause (30 min, 1 h, until closing, until resumed) with a reason
 * in both languages, resume, busy (extra preparation minutes, for an hour or until closing).
 */
export function ShopAvailabilityPanel({ shop }: { shop: Shop }) {
  const { t } = useTranslation(CATALOG_NS);
  const language = useLanguage();
  const styles = useStyles();
  const now = new Date(useNow(60_000));
  const [reasonCode, setReasonCode] = useState<ShopReasonCode | ''>('');
  const [reason, setReason] = useState('');
  const [reasonAr, setReasonAr] = useState('');
  const [extraMinutes, setExtraMinutes] = useState('20');
  const [untilTime, setUntilTime] = useState('');
  const [busyFor, setBusyFor] = useState<'hour' | 'close'>('hour');
  const [pauseShop, pausing] = usePauseShopMutation();
  const [resumeShop, resuming] = useResumeShopMutation();
  const [setBusy, settingBusy] = useSetShopBusyMutation();
  const [endBusy, endingBusy] = useEndShopBusyMutation();
  const busy = pausing.isLoading || resuming.isLoading || settingBusy.isLoading || endingBusy.isLoading;
  const availability = shop.availability;
  const name = localizedName(shop, language);
  // A preset is sent as its code (each reader sees it in their language); typed words as typed.
  const reasons: ReasonSave = reasonCode
    ? { reasonCode }
    : { ...(reason.trim() ? { reason: reason.trim() } : {}), ...(reasonAr.trim() ? { reasonAr: reasonAr.trim() } : {}) };

  const call = useNotifiedCall();
  const run = (change: () => Promise<unknown>, success: string, failed: string) => call(change, { success, failed });
  // Every pause (a preset, or until a time) carries the reason given.
  const pause = (body: PauseSave) =>
    run(() => pauseShop({ id: shop.id, pause: { ...body, ...reasons } }).unwrap(), t('shops.availability.paused', { name }), t('shops.availability.pauseFailed'));

  let detail: string | null = null;
  if (availability?.state === 'paused') {
    // When orders come back, if not when the pause ends (it ends inside closed hours), or that staff must resume it.
    if (!availability.until) detail = t('shops.availability.untilStaff');
    else if (availability.opensAt && availability.opensAt !== availability.until) {
      detail = t('shops.availability.opensAt', { time: formatKuwaitTime(availability.opensAt, now, language) });
    }
  } else if (availability?.state === 'closed' && availability.cause === 'manual') {
    detail = t('shops.availability.manual');
  }

  return (
    <div className={styles.root}>
      <div className={styles.now} role="status" aria-live="polite">
        <Text weight="semibold">{t('shops.availability.now')}</Text>
        {availability ? <AvailabilityBadge availability={availability} /> : null}
        {detail ? <Text className={styles.quiet}>{detail}</Text> : null}
      </div>

      <div className={styles.reasons}>
        <Field label={t('shops.availability.preset')}>
          <Select value={reasonCode} onChange={(_event, data) => setReasonCode(SHOP_REASON_CODES.find((code) => code === data.value) ?? '')}>
            <option value="">{t('shops.availability.presetNone')}</option>
            {SHOP_REASON_CODES.map((code) => (
              <option key={code} value={code}>
                {t(`shops.availability.reasons.${code}`)}
              </option>
            ))}
          </Select>
        </Field>
        {/* A preset or typed words, not both (the API refuses both). */}
        <Field label={t('shops.availability.reason')}>
          <Input value={reason} maxLength={200} disabled={Boolean(reasonCode)} onChange={(_event, data) => setReason(data.value)} />
        </Field>
        <Field label={t('shops.availability.reasonAr')}>
          <Input value={reasonAr} maxLength={200} dir="rtl" disabled={Boolean(reasonCode)} onChange={(_event, data) => setReasonAr(data.value)} />
        </Field>
      </div>

      <ControlGroup heading={t('shops.availability.pauseHeading')}>
        {PAUSES.map(({ key, pause: body }) => (
          <Button key={key} className={styles.button} icon={<PauseRegular />} disabled={busy} onClick={() => void pause(body)}>
            {t(`shops.availability.${key}`)}
          </Button>
        ))}
        <Field label={t('shops.availability.pauseUntilTime')}>
          <Input type="time" value={untilTime} onChange={(_event, data) => setUntilTime(data.value)} />
        </Field>
        <Button
          className={styles.button}
          icon={<PauseRegular />}
          disabled={busy || !untilTime}
          onClick={() => void pause({ until: nextKuwaitTime(untilTime, new Date()) })}
        >
          {t('shops.availability.pauseUntil')}
        </Button>
        {availability?.state === 'paused' ? (
          <Button
            className={styles.button}
            appearance="primary"
            icon={<PlayRegular />}
            disabled={busy}
            onClick={() => void run(() => resumeShop(shop.id).unwrap(), t('shops.resume.success', { name }), t('shops.resume.failed'))}
          >
            {t('shops.availability.resume')}
          </Button>
        ) : null}
      </ControlGroup>

      <ControlGroup heading={t('shops.availability.busyHeading')}>
        <Field label={t('shops.availability.extraMinutes')}>
          <Select value={extraMinutes} onChange={(_event, data) => setExtraMinutes(data.value)}>
            {EXTRA_MINUTES.map((minutes) => (
              <option key={minutes} value={String(minutes)}>
                +{minutes}
              </option>
            ))}
          </Select>
        </Field>
        <Field label={t('shops.availability.busyFor')}>
          <Select value={busyFor} onChange={(_event, data) => setBusyFor(data.value === 'close' ? 'close' : 'hour')}>
            <option value="hour">{t('shops.availability.busyForHour')}</option>
            <option value="close">{t('shops.availability.busyUntilClose')}</option>
          </Select>
        </Field>
        <Button
          className={styles.button}
          disabled={busy}
          onClick={() =>
            void run(
              () => setBusy({ id: shop.id, extraMinutes: Number(extraMinutes), ...(busyFor === 'hour' ? { minutes: 60 } : {}), ...reasons }).unwrap(),
              t('shops.availability.busySet', { name }),
              t('shops.availability.busyFailed'),
            )
          }
        >
          {t('shops.availability.setBusy')}
        </Button>
        {availability?.state === 'busy' ? (
          <Button
            className={styles.button}
            disabled={busy}
            onClick={() => void run(() => endBusy(shop.id).unwrap(), t('shops.availability.busyEnded', { name }), t('shops.availability.busyFailed'))}
          >
            {t('shops.availability.endBusy')}
          </Button>
        ) : null}
      </ControlGroup>
    </div>
  );
}
