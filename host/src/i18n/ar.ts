import type { HostCatalogue } from './en';

// Arabic texts of the host: the same keys as en.ts (checked by i18n.test.ts).
export const ar: HostCatalogue = {
  topBar: {
    title: 'لوحة الإدارة',
    welcome: 'مرحباً، {{name}}',
    logout: 'تسجيل الخروج',
    openNav: 'فتح القائمة',
    closeNav: 'إغلاق القائمة',
    skipToContent: 'تخطَّ إلى المحتوى',
  },
  nav: {
    label: 'القائمة الرئيسية',
    dashboard: 'لوحة التحكم',
    shops: 'المتاجر',
    categories: 'الفئات',
    products: 'المنتجات',
    orders: 'الطلبات',
    locations: 'المواقع',
    users: 'المستخدمون',
    settings: 'الإعدادات',
  },
  dashboard: {
    title: 'لوحة التحكم',
    subtitle: 'نظرة عامة على السوق',
    loading: 'جارٍ تحميل لوحة التحكم...',
    loadFailed: 'تعذّر تحميل بيانات لوحة التحكم',
    retry: 'إعادة المحاولة',
  },
  settings: {
    title: 'الإعدادات',
    comingSoon: 'صفحة الإعدادات قادمة قريباً',
  },
  remote: {
    unavailable: 'هذا القسم غير متاح',
    hint: 'تعذّر تحميله الآن. بقية اللوحة تعمل كالمعتاد.',
    retry: 'إعادة المحاولة',
    loading: 'جارٍ تحميل القسم...',
  },
};
