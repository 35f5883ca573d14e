import { useMemo } from 'react';
import type { Language } from '../i18n/i18n';
import { runtimeConfig } from '../config/runtime-config';
import { useAppSelector } from '../store/hooks';
import type { RootState } from '../store/root-reducer';
import type { TeamSettings } from '../wire/api-contract';
import { selectTeamSettings } from './order-desk-slice';

/** How an order's wait reads: fine, getting long (amber), too long (red: escalated). */
export type AgeLevel = 'fresh' | 'warning' | 'overdue';

export interface AgeThresholds {
  warningMinutes: number;
  overdueMinutes: number;
}

export const DEFAULT_AGE_THRESHOLDS: AgeThresholds = { warningMinutes: 5, overdueMinutes: 15 };

/** The thresholds of the deployed config.js (orderAgeWarningMinutes, orderAgeOverdueMinutes), else 5 and 15. */
export function ageThresholds(): AgeThresholds {
  const config = runtimeConfig();
  const minutes = (value: unknown, fallback: number) => (typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : fallback);
  const warningMinutes = minutes(config.orderAgeWarningMinutes, DEFAULT_AGE_THRESHOLDS.warningMinutes);
  return { warningMinutes, overdueMinutes: Math.max(warningMinutes, minutes(config.orderAgeOverdueMinutes, DEFAULT_AGE_THRESHOLDS.overdueMinutes)) };
}

/** The team's settings' thresholds, else config.js's as deployed, else 5 and 15. */
const thresholdsOf = (settings: TeamSettings | null): AgeThresholds =>
  settings ? { warningMinutes: settings.orderAgeWarningMinutes, overdueMinutes: settings.orderAgeOverdueMinutes } : ageThresholds();

/**
 * The thresholds in force: the team's settings on the server (decisions/order-workspace.md: owners edit
 * them, every desk hears a change live), else the deployed defaults.
 */
export const selectAgeThresholds = (state: RootState): AgeThresholds => thresholdsOf(selectTeamSettings(state));

/** The thresholds in force, for a component: it renders again when an owner changes them. */
export function useAgeThresholds(): AgeThresholds {
  const settings = useAppSelector(selectTeamSettings);
  return useMemo(() => thresholdsOf(settings), [settings]);
}

/** The level of an order placed at `placedAt` (ISO or ms) at `now`; 'fresh' when the time is unknown. */
export function ageLevel(placedAt: string | number | null | undefined, now: number, thresholds = ageThresholds()): AgeLevel {
  const at = typeof placedAt === 'number' ? placedAt : Date.parse(placedAt ?? '');
  if (!Number.isFinite(at)) return 'fresh';
  const minutes = (now - at) / 60_000;
  if (minutes >= thresholds.overdueMinutes) return 'overdue';
  return minutes >= thresholds.warningMinutes ? 'warning' : 'fresh';
}

const unitFormats = new Map<string, Intl.NumberFormat>();
function unit(language: Language, name: 'minute' | 'hour' | 'day', value: number): string {
  const key = `${language}:${name}`;
  let format = unitFormats.get(key);
  if (!format) {
    // Latin digits in Arabic too, as every number the panel shows; Arabic's short units are single
    // letters ('12 د'), its long ones read as people say them ('دقيقتان', '12 دقيقة').
    format = new Intl.NumberFormat(`${language}-u-nu-latn`, { style: 'unit', unit: name, unitDisplay: language === 'ar' ? 'long' : 'short' });
    unitFormats.set(key, format);
  }
  return format.format(value);
}

/** How long ago: '12 min', '1 hr 5 min', '2 days' (in Arabic too); null when the time is unknown. */
export function formatAge(placedAt: string | number | null | undefined, now: number, language: Language): string | null {
  const at = typeof placedAt === 'number' ? placedAt : Date.parse(placedAt ?? '');
  if (!Number.isFinite(at)) return null;
  const minutes = Math.max(0, Math.floor((now - at) / 60_000));
  if (minutes < 60) return unit(language, 'minute', minutes);
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return minutes % 60 === 0 ? unit(language, 'hour', hours) : `${unit(language, 'hour', hours)} ${unit(language, 'minute', minutes % 60)}`;
  return unit(language, 'day', Math.floor(hours / 24));
}
