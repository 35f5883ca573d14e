/**
 * The phone links' texts, in the common catalogue (common-en.ts, common-ar.ts) and passed as
 * defaults too: a remote built with this kit may run under a host whose catalogue predates them.
 */
export const PHONE_TEXTS = {
  en: { call: 'Call {{phone}}', whatsApp: 'WhatsApp {{phone}}' },
  ar: { call: 'اتصال بالرقم {{phone}}', whatsApp: 'واتساب {{phone}}' },
} as const;
