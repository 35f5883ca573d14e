import type { Catalogue } from '@dukkan/shared';

/** The reports remote's catalogue in Arabic: the keys of en.ts (i18n.test.ts checks), Arabic's six plural forms. */
export const reportsAr: Catalogue = {
  sales: {
    title: 'تقرير المبيعات',
    subtitle: 'الطلبات المقدَّمة غير المرفوضة وغير الملغاة، حسب اليوم بتوقيت الكويت وحسب المتجر.',
    range: 'فترة التقرير',
    from: 'من',
    to: 'إلى',
    show: 'عرض التقرير',
    loading: 'جارٍ تحميل التقرير...',
    fetchFailed: 'تعذّر تحميل تقرير المبيعات',
    totals: 'الإجمالي',
    summary_zero: 'لا طلبات، {{items}} قطعة، {{amount}}',
    summary_one: 'طلب واحد، {{items}} قطعة، {{amount}}',
    summary_two: 'طلبان، {{items}} قطعة، {{amount}}',
    summary_few: '{{count}} طلبات، {{items}} قطعة، {{amount}}',
    summary_many: '{{count}} طلبًا، {{items}} قطعة، {{amount}}',
    summary_other: '{{count}} طلب، {{items}} قطعة، {{amount}}',
    byDay: 'حسب اليوم',
    byShop: 'حسب المتجر',
    byDayTable: 'المبيعات حسب اليوم',
    byShopTable: 'المبيعات حسب المتجر',
    noSales: 'لا مبيعات في هذه الفترة',
    columns: {
      day: 'اليوم',
      shop: 'المتجر',
      orders: 'الطلبات',
      items: 'القطع',
      amount: 'المبلغ',
      serial: 'م',
    },
    noShop: 'بلا متجر',
  },
};
