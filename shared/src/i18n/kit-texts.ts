/**
 * The kit's own words, in the common catalogue (common-en.ts, common-ar.ts). The kit also passes
 * them as defaults (architecture §2, UI): a remote built with this kit may run under a host whose
 * catalogue predates them (each deploys alone), and must not show a bare key there.
 */

/** The folded filters' button on a phone (decisions/phone-speed.md): FilterBar. */
export const FILTER_BAR_TEXTS = {
  en: { show: 'Filters', showActive: 'Filters ({{count}})' },
  ar: { show: 'عوامل التصفية', showActive: 'عوامل التصفية ({{count}})' },
} as const;

/** SearchPicker's words. */
export const PICKER_TEXTS = {
  en: {
    chosen: 'Chosen: {{label}}',
    searching: 'Searching…',
    noMatches: 'No matches',
    more: 'Showing {{shown}} of {{total}}: type to narrow',
    failed: 'Could not load the choices',
  },
  ar: {
    chosen: 'المختار: {{label}}',
    searching: 'جارٍ البحث…',
    noMatches: 'لا توجد نتائج مطابقة',
    more: 'يُعرض {{shown}} من {{total}}: اكتب لتضييق البحث',
    failed: 'تعذّر تحميل الخيارات',
  },
} as const;
