/**
 * The folded filters' button on a phone (decisions/phone-speed.md), in the common catalogue (common-en.ts,
 * common-ar.ts). The kit also passes them as defaults: a remote built with this kit may run under
 * a host whose catalogue predates them (each deploys alone), and must not show a bare key there.
 */
export const FILTER_BAR_TEXTS = {
  en: { show: 'Filters', showActive: 'Filters ({{count}})' },
  ar: { show: 'عوامل التصفية', showActive: 'عوامل التصفية ({{count}})' },
} as const;
