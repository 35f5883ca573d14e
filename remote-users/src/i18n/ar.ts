import type { Catalogue } from '@dukkan/shared';

/** The users remote's catalogue in Arabic: the keys of en.ts (i18n.test.ts checks), Arabic's six plural forms. */
export const usersAr: Catalogue = {
  title: 'المستخدمون',
  list: {
    title: 'إدارة المستخدمين',
    addUser: 'إضافة مستخدم',
    tableLabel: 'المستخدمون',
    columns: {
      name: 'الاسم',
      email: 'البريد الإلكتروني',
      phone: 'الهاتف',
      role: 'الدور',
      actions: 'الإجراءات',
    },
    empty: 'لا يوجد مستخدمون',
    emptyHint: 'أنشئ أول مستخدم للبدء',
    loading: 'جارٍ تحميل المستخدمين...',
    fetchFailed: 'تعذّر جلب بيانات المستخدمين',
    loadError: 'حدث خطأ أثناء تحميل بيانات المستخدمين',
    // Numbers are kept apart by words, so they never reorder inside the right-to-left sentence.
    summary_zero: 'لا يوجد مستخدمون',
    summary_one: 'عرض {{from}} إلى {{to}} من أصل مستخدم واحد',
    summary_two: 'عرض {{from}} إلى {{to}} من أصل مستخدمَين',
    summary_few: 'عرض {{from}} إلى {{to}} من أصل {{count}} مستخدمين',
    summary_many: 'عرض {{from}} إلى {{to}} من أصل {{count}} مستخدمًا',
    summary_other: 'عرض {{from}} إلى {{to}} من أصل {{count}} مستخدم',
  },
  roles: {
    admin: 'مدير',
    customer: 'عميل',
  },
  // issue 17: البحث والدور فوق القائمة
  filters: {
    label: 'البحث عن المستخدمين',
    search: 'بحث',
    searchPlaceholder: 'الاسم أو البريد الإلكتروني أو الهاتف',
    role: 'الدور',
    anyRole: 'كل الأدوار',
    clear: 'مسح التصفية',
    noMatch: 'لا يوجد مستخدمون يطابقون هذه التصفية',
  },
  pager: {
    label: 'صفحات المستخدمين',
    previous: 'السابق',
    next: 'التالي',
    page: 'الصفحة {{page}}',
  },
  delete: {
    title: 'حذف المستخدم',
    message:
      'هل أنت متأكد من حذف هذا المستخدم؟ ستُحذف جميع البيانات المتعلقة بهذا المستخدم نهائيًا. لا يمكن التراجع عن هذا الإجراء.',
    rowAction: 'حذف {{name}}',
    success: 'تم حذف المستخدم "{{name}}" بنجاح',
    failed: 'تعذّر حذف المستخدم',
  },
  add: {
    title: 'إضافة مستخدم جديد',
    subtitle: 'يسجّل المستخدم الجديد الدخول إلى هذه اللوحة بهذا البريد الإلكتروني وكلمة المرور.',
    name: 'الاسم الكامل',
    email: 'البريد الإلكتروني',
    password: 'كلمة المرور',
    passwordHint: 'كلمة المرور الافتراضية هي <secret>{{password}}</secret>',
    copy: 'نسخ',
    copyLabel: 'نسخ كلمة المرور الافتراضية',
    copied: 'تم نسخ كلمة المرور',
    copyFailed: 'تعذّر نسخ كلمة المرور',
    submit: 'تسجيل المستخدم',
    submitting: 'جارٍ التسجيل...',
    nameRequired: 'الاسم مطلوب',
    emailRequired: 'البريد الإلكتروني مطلوب',
    emailInvalid: 'يرجى إدخال بريد إلكتروني صالح',
    passwordRequired: 'كلمة المرور مطلوبة',
    success: 'تم تسجيل المستخدم بنجاح',
    failed: 'تعذّر تسجيل المستخدم',
  },
};
