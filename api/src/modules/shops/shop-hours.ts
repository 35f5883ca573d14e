/** Shops keep Kuwait's time, whatever the server's or the browser's zone (UTC+3, no daylight saving). */
export const SHOP_TIME_ZONE = 'Asia/Kuwait';

const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** The minute of the day (0–1439) it is at `now` in Kuwait. */
export function kuwaitMinuteOfDay(now: Date): number {
  const parts = new Intl.DateTimeFormat('en-GB', { timeZone: SHOP_TIME_ZONE, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).formatToParts(now);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return part('hour') * 60 + part('minute');
}

/**
 * Whether a shop takes orders at `now`: its open flag, and its hours in Kuwait. A close time
 * before the open time runs past midnight (22:00–02:00); the same time for both is open all day;
 * no close time is open from the open time until midnight.
 */
export function isShopOpenAt(shop: { isOpen: boolean; openTime: string; closeTime: string | null }, now: Date): boolean {
  if (!shop.isOpen) return false;
  const minute = kuwaitMinuteOfDay(now);
  const open = minutesOf(shop.openTime);
  if (shop.closeTime === null) return minute >= open;
  const close = minutesOf(shop.closeTime);
  if (open === close) return true;
  return open < close ? minute >= open && minute < close : minute >= open || minute < close;
}
