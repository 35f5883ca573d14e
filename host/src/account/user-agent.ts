/** A browser and a system as a person names them, read from a User-Agent header; null when not recognised. */
export interface DeviceName {
  browser: string | null;
  system: string | null;
}

// Order matters: Edge and Opera say "Chrome" too, Chrome says "Safari", and iPads and phones say "like Mac OS X".
const BROWSERS: readonly [RegExp, string][] = [
  [/\bEdg(e|A|iOS)?\//, 'Edge'],
  [/\b(OPR|Opera)\//, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\b(Firefox|FxiOS)\//, 'Firefox'],
  [/\b(Chrome|CriOS|Chromium)\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
];

const SYSTEMS: readonly [RegExp, string][] = [
  [/\b(iPhone|iPad|iPod)\b/, 'iOS'],
  [/\bAndroid\b/, 'Android'],
  [/\bWindows\b/, 'Windows'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\b(Macintosh|Mac OS X)\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

const first = (userAgent: string, table: readonly [RegExp, string][]) => table.find(([pattern]) => pattern.test(userAgent))?.[1] ?? null;

/**
 * decisions/staff-access.md: a session's device, simply ('Chrome', 'Windows'), for a person to recognise their own —
 * not a fingerprint. The common browsers and systems only; the rest shows as unknown.
 */
export function describeUserAgent(userAgent: string): DeviceName {
  return { browser: first(userAgent, BROWSERS), system: first(userAgent, SYSTEMS) };
}
