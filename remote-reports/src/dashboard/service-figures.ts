// decisions/dashboard-money.md: how the shops' service figures read on screen, kept apart from the panel so they are
// tested as plain functions.

/** A time in whole seconds as the catalogue's `service.duration.*` key and its values: '45 s', '4 min 10 s', '1 h 5 min'. */
export function durationParts(seconds: number): { key: 'seconds' | 'minutesSeconds' | 'hoursMinutes'; values: Record<string, number> } {
  const whole = Math.max(0, Math.round(seconds));
  if (whole < 60) return { key: 'seconds', values: { seconds: whole } };
  if (whole < 3600) return { key: 'minutesSeconds', values: { minutes: Math.floor(whole / 60), seconds: whole % 60 } };
  return { key: 'hoursMinutes', values: { hours: Math.floor(whole / 3600), minutes: Math.floor((whole % 3600) / 60) } };
}

/** A percentage the API gives to one decision, as it reads: '12.5%', '0.0%'. */
export const percentText = (percent: number) => `${percent.toFixed(1)}%`;
