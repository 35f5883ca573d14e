import {
  countText,
  type EscalatedOrder,
  type FreshOrder,
  LtrText,
  selectDeskConnection,
  selectDueOrders,
  selectEscalatedOrders,
  selectFreshOrders,
  useAgeThresholds,
  useAppSelector,
  useDeskSettings,
  useOrderStream,
  useOverdueNewOrders,
} from '@dukkan/shared';
import { useIsPhone } from '@dukkan/shared/kit';
import { Button, Link, MessageBar, MessageBarActions, MessageBarBody, makeStyles, tokens } from '@fluentui/react-components';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { HOST_NS } from '../i18n';
import { ESCALATION_TONES, NEW_ORDER_TONES, OVERDUE_TONES, toneWav } from './order-sounds';
import { whenIdle } from '../common/when-idle';
import { useAlarmOnNew, useDeskAlarm } from './use-desk-alarm';
import { useDeskTitle } from './use-desk-title';

const useStyles = makeStyles({
  alerts: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    '&:not(:empty)': { marginBlockEnd: tokens.spacingVerticalM },
  },
  hidden: { display: 'none' },
});

const NEW_ORDERS_PATH = '/orders?status=NEW';
/** The sounds are made by then even on a page that is never idle. */
const TONES_WITHIN_MS = 2000;

/**
 * A sound's file, made once per page when it is first idle: three sounds synthesised in the first render cost a
 * phone ~40 ms of the panel's first long task, and nothing rings before the stream has said something.
 */
function useToneUrl(tones: Parameters<typeof toneWav>[0]): string | undefined {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    let made: string | undefined;
    const cancel = whenIdle(() => {
      made = URL.createObjectURL(toneWav(tones));
      setUrl(made);
    }, TONES_WITHIN_MS);
    return () => {
      cancel();
      if (made) URL.revokeObjectURL(made);
    };
  }, [tones]);
  return url;
}

/** The banners' way to the New tab, in the panel's router. */
function OpenNewOrdersLink() {
  const { t } = useTranslation(HOST_NS);
  const navigate = useNavigate();
  return (
    <Link
      href={NEW_ORDERS_PATH}
      onClick={(event) => {
        event.preventDefault();
        navigate(NEW_ORDERS_PATH);
      }}
    >
      {t('desk.openNewOrders')}
    </Link>
  );
}

/**
 * The live order desk on every signed-in screen (decisions/live-desk.md): holds the order stream, keeps the
 * browser tab's title counting NEW orders, rings while a new order waits for someone (with an
 * "Enable sound" prompt when the browser blocks it), raises a distinct alarm and a banner for a
 * NEW order past the red age, and another, with its own sound, for the NEW orders the team's
 * unanswered rule escalated (decisions/order-workspace.md) until they leave NEW, rings and says so for a scheduled
 * order whose preparation time came (decisions/delivery-slots.md: it needs the desk now, as a new order does), tells
 * staff when live updates are down, and shows a desktop notification for a new, due or escalated order while the
 * panel is in the background, if they chose so.
 */
export function LiveDesk() {
  const styles = useStyles();
  const { t } = useTranslation(HOST_NS);
  const phone = useIsPhone();
  useOrderStream();
  useDeskTitle();
  const fresh = useAppSelector(selectFreshOrders);
  const connection = useAppSelector(selectDeskConnection);
  const { muted, notifications } = useDeskSettings();
  const thresholds = useAgeThresholds();

  const [chime, setChime] = useState<HTMLAudioElement | null>(null);
  const [alarm, setAlarm] = useState<HTMLAudioElement | null>(null);
  const [siren, setSiren] = useState<HTMLAudioElement | null>(null);
  const chimeUrl = useToneUrl(NEW_ORDER_TONES);
  const alarmUrl = useToneUrl(OVERDUE_TONES);
  const sirenUrl = useToneUrl(ESCALATION_TONES);

  const ringing = fresh.length > 0 && !muted;
  const sound = useDeskAlarm(chime, ringing);

  // Counted as the dashboard counts it (GET dashboard/stats), never only the 100 the stream names.
  const overdue = useOverdueNewOrders();
  useAlarmOnNew(alarm, overdue.ids, !muted);

  const escalated = useAppSelector(selectEscalatedOrders);
  const escalatedIds = useMemo(() => escalated.map((order) => order.id), [escalated]);
  useAlarmOnNew(siren, escalatedIds, !muted);

  // Among the fresh orders (they ring with them): the scheduled ones come due, until someone here opens or moves them.
  const due = useAppSelector(selectDueOrders);

  useDesktopNotifications(notifications);

  // Fluent's 'auto' layout first draws a banner on one line and moves its action below only once
  // it has measured it: on a phone the action stuck out past the screen for that moment (the page
  // scrolled sideways). A phone's banners are laid out in two lines from the start.
  const bannerLayout = phone ? 'multiline' : 'auto';
  return (
    <>
      {/* biome-ignore lint/a11y/useMediaCaption: a chime with no words; what it says is on screen (badge, title, banner). */}
      {chimeUrl ? <audio ref={setChime} src={chimeUrl} preload="auto" data-sound="new-order" className={styles.hidden} aria-hidden /> : null}
      {/* biome-ignore lint/a11y/useMediaCaption: an alarm with no words; the overdue banner says it. */}
      {alarmUrl ? <audio ref={setAlarm} src={alarmUrl} preload="auto" data-sound="overdue" className={styles.hidden} aria-hidden /> : null}
      {/* biome-ignore lint/a11y/useMediaCaption: a call with no words; the escalation banner says it. */}
      {sirenUrl ? <audio ref={setSiren} src={sirenUrl} preload="auto" data-sound="escalated" className={styles.hidden} aria-hidden /> : null}
      <div className={styles.alerts}>
        {escalated.length > 0 ? (
          <MessageBar intent="error" role="alert" layout={bannerLayout}>
            <MessageBarBody>
              {/* Each waited at least the shortest wait named. */}
              <Trans
                t={t}
                i18nKey="desk.escalated"
                count={escalated.length}
                values={{ id: escalated[0].id, minutes: Math.min(...escalated.map((order) => order.minutes)) }}
                components={{ ltr: <LtrText /> }}
              />
            </MessageBarBody>
            <MessageBarActions>
              <OpenNewOrdersLink />
            </MessageBarActions>
          </MessageBar>
        ) : null}
        {due.length > 0 ? (
          <MessageBar intent="warning" role="status" layout={bannerLayout}>
            <MessageBarBody>
              <Trans t={t} i18nKey="desk.due" count={due.length} values={{ id: due[0].id }} components={{ ltr: <LtrText /> }} />
            </MessageBarBody>
            <MessageBarActions>
              <OpenNewOrdersLink />
            </MessageBarActions>
          </MessageBar>
        ) : null}
        {overdue.count > 0 ? (
          <MessageBar intent="error" role="alert" layout={bannerLayout}>
            <MessageBarBody>{t('desk.overdue', { count: overdue.count, shown: countText(overdue.count, overdue.capped), minutes: thresholds.overdueMinutes })}</MessageBarBody>
            <MessageBarActions>
              <OpenNewOrdersLink />
            </MessageBarActions>
          </MessageBar>
        ) : null}
        {sound.blocked ? (
          <MessageBar intent="warning" layout={bannerLayout}>
            <MessageBarBody>
              {t('desk.soundBlocked')} {t('desk.ringing', { count: fresh.length })}
            </MessageBarBody>
            <MessageBarActions>
              <Button appearance="primary" onClick={sound.unlock}>
                {t('desk.enableSound')}
              </Button>
            </MessageBarActions>
          </MessageBar>
        ) : null}
        {connection === 'offline' ? (
          <MessageBar intent="info">
            <MessageBarBody>{t('desk.offline')}</MessageBarBody>
          </MessageBar>
        ) : null}
      </div>
    </>
  );
}

/** A desktop notification for each new, due or escalated order while the page is hidden, when chosen and allowed. */
function useDesktopNotifications(enabled: boolean) {
  const { t } = useTranslation(HOST_NS);
  const fresh = useAppSelector(selectFreshOrders);
  const escalated = useAppSelector(selectEscalatedOrders);
  const placedNote = useCallback(
    (order: FreshOrder) => ({
      title: t(order.due ? 'desk.dueTitle' : 'desk.notificationTitle', { id: order.id }),
      body: t('desk.notificationBody'),
      tag: `order-${order.id}${order.due ? '-due' : ''}`,
    }),
    [t],
  );
  const escalatedNote = useCallback(
    (order: EscalatedOrder) => ({ title: t('desk.escalationTitle', { id: order.id }), body: t('desk.escalationBody', { minutes: order.minutes }), tag: `order-${order.id}-escalated` }),
    [t],
  );
  useNotifyEach(fresh, enabled, placedNote);
  useNotifyEach(escalated, enabled, escalatedNote);
}

/** Tells each of `orders` once, by a desktop notification while the page is hidden, when chosen and allowed. */
function useNotifyEach<T extends { id: number }>(orders: readonly T[], enabled: boolean, note: (order: T) => { title: string } & NotificationOptions) {
  const told = useRef(new Set<number>());
  useEffect(() => {
    const added = orders.filter((order) => !told.current.has(order.id));
    for (const order of added) told.current.add(order.id);
    if (!enabled || typeof Notification === 'undefined' || Notification.permission !== 'granted' || !document.hidden) return;
    for (const order of added) {
      const { title, ...options } = note(order);
      const shown = new Notification(title, options);
      shown.onclick = () => window.focus();
    }
  }, [orders, enabled, note]);
}
