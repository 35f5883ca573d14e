/**
 * A Kuwaiti number: 8 digits, sent with or without the country code (+965, 00965 or 965) and
 * spaces or dashes; stored as +965XXXXXXXX (spec §3, §9). Null when it is not 8 digits.
 */
export function normalizeKuwaitPhone(raw: string): string | null {
  const compact = raw.replace(/[\s\-().]/g, '');
  const match = /^(?:\+965|00965|965(?=\d{8}$))?(\d{8})$/.exec(compact);
  return match ? `+965${match[1]}` : null;
}
