import { useSyncExternalStore } from 'react';

/** The live desk's settings of this browser (decisions/live-desk.md): each staff member's own, kept across visits. */
export interface DeskSettings {
  /** No sound for new or overdue orders. */
  muted: boolean;
  /** A desktop notification for each new order while the panel is not in view (the browser's permission too). */
  notifications: boolean;
  /** Print the order sheet when an order is accepted here. */
  autoPrint: boolean;
}

export const DESK_SETTINGS_KEY = 'dukkan.desk-settings';
const DEFAULTS: DeskSettings = { muted: false, notifications: false, autoPrint: false };

const listeners = new Set<() => void>();
let cached: { text: string | null; value: DeskSettings } | null = null;

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** The settings as stored (unknown or broken entries fall back to the defaults). */
export function readDeskSettings(): DeskSettings {
  const text = storage()?.getItem(DESK_SETTINGS_KEY) ?? null;
  if (cached && cached.text === text) return cached.value;
  let stored: Partial<Record<keyof DeskSettings, unknown>> = {};
  try {
    stored = text ? JSON.parse(text) : {};
  } catch {
    stored = {};
  }
  const value = Object.fromEntries(
    Object.entries(DEFAULTS).map(([key, fallback]) => {
      const given = stored[key as keyof DeskSettings];
      return [key, typeof given === 'boolean' ? given : fallback];
    }),
  ) as unknown as DeskSettings;
  cached = { text, value };
  return value;
}

/** Changes some settings; every screen reading them (this tab and others) follows. */
export function updateDeskSettings(change: Partial<DeskSettings>): void {
  storage()?.setItem(DESK_SETTINGS_KEY, JSON.stringify({ ...readDeskSettings(), ...change }));
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const fromOtherTab = (event: StorageEvent) => {
    if (event.key === DESK_SETTINGS_KEY) listener();
  };
  window.addEventListener('storage', fromOtherTab);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', fromOtherTab);
  };
}

/** The settings, re-rendering on a change. */
export function useDeskSettings(): DeskSettings {
  return useSyncExternalStore(subscribe, readDeskSettings, () => DEFAULTS);
}
