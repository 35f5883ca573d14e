/**
 * The shared ('common') catalogue in Arabic: the same keys as common-en.ts (a test checks it).
 * Counted phrases carry Arabic's six plural forms (zero, one, two, few, many, other).
 */
export const commonAr = {
  actions: {
    cancel: 'إلغاء',
    confirm: 'تأكيد',
    delete: 'حذف',
    edit: 'تعديل',
    close: 'إغلاق',
    retry: 'إعادة المحاولة',
    dismiss: 'إخفاء',
  },
  auth: {
    title: 'لوحة إدارة {{brand}}',
    subtitle: 'سجّل الدخول للمتابعة',
    email: 'البريد الإلكتروني',
    password: 'كلمة المرور',
    signIn: 'تسجيل الدخول',
    signingIn: 'جارٍ تسجيل الدخول...',
    emailRequired: 'يرجى إدخال عنوان بريدك الإلكتروني.',
    passwordRequired: 'يرجى إدخال كلمة المرور.',
    emailInvalid: 'يرجى إدخال عنوان بريد إلكتروني صالح.',
    loginFailed: 'فشل تسجيل الدخول. يرجى المحاولة مرة أخرى.',
    noToken: 'لم يتم استلام رمز المصادقة من الخادم',
    unexpected: 'حدث خطأ غير متوقع. يرجى المحاولة مرة أخرى.',
    welcome: 'مرحبًا بك في لوحة إدارة {{brand}}',
  },
  session: {
    expired: 'انتهت صلاحية جلستك. يرجى تسجيل الدخول مرة أخرى.',
    unauthorized: 'فشلت المصادقة. يرجى تسجيل الدخول مرة أخرى.',
    logout: 'تسجيل الخروج',
    // a remote's own development page (@dukkan/shared/standalone)
    standalone: '{{title}} (تشغيل مستقل)',
    loggedOut: 'تم تسجيل خروجك بنجاح.',
    forbidden: 'ليست لديك صلاحية للقيام بذلك.',
  },
  language: {
    switchLabel: 'تغيير اللغة',
    en: 'English',
    ar: 'العربية',
  },
  table: {
    serialNo: 'م',
    loadMore: 'تحميل المزيد',
    loadingMore: 'جارٍ تحميل المزيد...',
    noMore: 'لا يوجد المزيد من {{things}} للتحميل',
    loading: 'جارٍ التحميل...',
    loadFailed: 'تعذّر تحميل القائمة.',
    moreFailed: 'تعذّر تحميل الصفوف التالية. حاول مرة أخرى.',
    shown_zero: 'لا توجد صفوف معروضة من أصل {{total}}',
    shown_one: 'عرض صف واحد من أصل {{total}}',
    shown_two: 'عرض صفّين من أصل {{total}}',
    shown_few: 'عرض {{count}} صفوف من أصل {{total}}',
    shown_many: 'عرض {{count}} صفًا من أصل {{total}}',
    shown_other: 'عرض {{count}} صف من أصل {{total}}',
  },
  image: {
    choose: 'اختر صورة',
    replace: 'تغيير الصورة',
    none: 'لم يتم اختيار صورة',
    preview: 'معاينة الصورة',
    onlyImages: 'يرجى اختيار ملف صورة.',
    tooLarge: 'يجب ألا يتجاوز حجم الصورة {{size}} ميغابايت.',
  },
  unsaved: {
    title: 'تجاهل التغييرات؟',
    message: 'لديك تغييرات غير محفوظة. إذا غادرت هذه الصفحة فستضيع.',
    discard: 'تجاهل التغييرات',
    keepEditing: 'متابعة التعديل',
  },
  form: {
    required: 'مطلوب',
  },
  value: {
    notAvailable: 'غير متوفر',
  },
} as const;
