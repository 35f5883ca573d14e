import type { Catalogue } from '@dukkan/shared';

/** The locations remote's catalogue in Arabic: the keys of en.ts (i18n.test.ts checks), Arabic's six plural forms. */
export const locationsAr: Catalogue = {
  title: 'إدارة المواقع',
  subtitle: 'إدارة المحافظات والمناطق والقطع بشكل هرمي',
  treeLabel: 'المواقع',
  loading: 'جارٍ تحميل المواقع...',
  empty: {
    title: 'لا توجد مواقع',
    hint: 'ابدأ بإضافة أول محافظة',
  },
  // decisions/search.md: مربع البحث فوق الشجرة
  finder: {
    label: 'البحث عن موقع',
    placeholder: 'اسم المحافظة أو المنطقة أو القطعة',
    searching: 'جارٍ البحث...',
    results: 'المواقع المطابقة',
    none: 'لا توجد مواقع بهذا الاسم',
  },
  loadingChildren: {
    area: 'جارٍ تحميل المناطق...',
    block: 'جارٍ تحميل القطع...',
  },
  noChildren: {
    area: 'لا توجد مناطق بعد',
    block: 'لا توجد قطع بعد',
  },
  type: {
    governorate: 'محافظة',
    area: 'منطقة',
    block: 'قطعة',
  },
  add: {
    governorate: 'إضافة محافظة',
    area: 'إضافة منطقة',
    block: 'إضافة قطعة',
  },
  edit: {
    governorate: 'تعديل المحافظة',
    area: 'تعديل المنطقة',
    block: 'تعديل القطعة',
  },
  delete: {
    governorate: 'حذف المحافظة',
    area: 'حذف المنطقة',
    block: 'حذف القطعة',
  },
  deleteMessage: {
    governorate: 'هل أنت متأكد أنك تريد حذف هذه المحافظة؟ لا يمكن التراجع عن هذا الإجراء.',
    area: 'هل أنت متأكد أنك تريد حذف هذه المنطقة؟ لا يمكن التراجع عن هذا الإجراء.',
    block: 'هل أنت متأكد أنك تريد حذف هذه القطعة؟ لا يمكن التراجع عن هذا الإجراء.',
  },
  editNamed: 'تعديل {{name}}',
  deleteNamed: 'حذف {{name}}',
  form: {
    name: 'الاسم',
    nameAr: 'الاسم بالعربية',
    governorate: 'المحافظة',
    area: 'المنطقة',
    chooseGovernorate: 'اختر محافظة',
    chooseArea: 'اختر منطقة',
    add: 'إضافة',
    save: 'حفظ',
  },
  added: {
    governorate: 'تمت إضافة المحافظة بنجاح',
    area: 'تمت إضافة المنطقة بنجاح',
    block: 'تمت إضافة القطعة بنجاح',
  },
  updated: {
    governorate: 'تم تحديث المحافظة بنجاح',
    area: 'تم تحديث المنطقة بنجاح',
    block: 'تم تحديث القطعة بنجاح',
  },
  deleted: {
    governorate: 'تم حذف المحافظة بنجاح',
    area: 'تم حذف المنطقة بنجاح',
    block: 'تم حذف القطعة بنجاح',
  },
  failed: {
    add: {
      governorate: 'فشل في إضافة المحافظة',
      area: 'فشل في إضافة المنطقة',
      block: 'فشل في إضافة القطعة',
    },
    update: {
      governorate: 'فشل في تحديث المحافظة',
      area: 'فشل في تحديث المنطقة',
      block: 'فشل في تحديث القطعة',
    },
    delete: {
      governorate: 'فشل في حذف المحافظة',
      area: 'فشل في حذف المنطقة',
      block: 'فشل في حذف القطعة',
    },
  },
  error: {
    add: {
      governorate: 'حدث خطأ أثناء إضافة المحافظة',
      area: 'حدث خطأ أثناء إضافة المنطقة',
      block: 'حدث خطأ أثناء إضافة القطعة',
    },
    update: {
      governorate: 'حدث خطأ أثناء تحديث المحافظة',
      area: 'حدث خطأ أثناء تحديث المنطقة',
      block: 'حدث خطأ أثناء تحديث القطعة',
    },
    delete: {
      governorate: 'حدث خطأ أثناء حذف المحافظة',
      area: 'حدث خطأ أثناء حذف المنطقة',
      block: 'حدث خطأ أثناء حذف القطعة',
    },
  },
  fetchFailed: {
    governorate: 'فشل في جلب المحافظات',
    area: 'فشل في جلب المناطق',
    block: 'فشل في جلب القطع',
  },
  loadError: {
    governorate: 'حدث خطأ أثناء تحميل المحافظات',
    area: 'حدث خطأ أثناء تحميل المناطق',
    block: 'حدث خطأ أثناء تحميل القطع',
  },
};
