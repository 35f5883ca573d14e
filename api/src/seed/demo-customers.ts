/** Customers of the demo: Kuwaiti names in English and Arabic. Phones are made by the seed's PRNG. */
export const DEMO_CUSTOMERS: { name: string; nameAr: string; email: string }[] = [
  { name: 'Abdullah Al-Mutairi', nameAr: 'عبدالله المطيري', email: 'abdullah.almutairi@example.com' },
  { name: 'Fatima Al-Ajmi', nameAr: 'فاطمة العجمي', email: 'fatima.alajmi@example.com' },
  { name: 'Mohammed Al-Enezi', nameAr: 'محمد العنزي', email: 'mohammed.alenezi@example.com' },
  { name: 'Maryam Al-Kandari', nameAr: 'مريم الكندري', email: 'maryam.alkandari@example.com' },
  { name: 'Ahmad Al-Rashidi', nameAr: 'أحمد الرشيدي', email: 'ahmad.alrashidi@example.com' },
  { name: 'Sara Al-Otaibi', nameAr: 'سارة العتيبي', email: 'sara.alotaibi@example.com' },
  { name: 'Yousef Al-Shammari', nameAr: 'يوسف الشمري', email: 'yousef.alshammari@example.com' },
  { name: 'Dana Al-Azmi', nameAr: 'دانة العازمي', email: 'dana.alazmi@example.com' },
  { name: 'Khaled Al-Hajri', nameAr: 'خالد الهاجري', email: 'khaled.alhajri@example.com' },
  { name: 'Hessa Al-Failakawi', nameAr: 'حصة الفيلكاوي', email: 'hessa.alfailakawi@example.com' },
  { name: 'Bader Al-Dosari', nameAr: 'بدر الدوسري', email: 'bader.aldosari@example.com' },
  { name: 'Reem Al-Saleh', nameAr: 'ريم الصالح', email: 'reem.alsaleh@example.com' },
  { name: 'Faisal Al-Khaldi', nameAr: 'فيصل الخالدي', email: 'faisal.alkhaldi@example.com' },
  { name: 'Latifa Al-Ghanim', nameAr: 'لطيفة الغانم', email: 'latifa.alghanim@example.com' },
  { name: 'Nasser Al-Qattan', nameAr: 'ناصر القطان', email: 'nasser.alqattan@example.com' },
  { name: 'Shaikha Al-Bahar', nameAr: 'شيخة البحر', email: 'shaikha.albahar@example.com' },
  { name: 'Hamad Al-Marzouq', nameAr: 'حمد المرزوق', email: 'hamad.almarzouq@example.com' },
  { name: 'Aisha Al-Roumi', nameAr: 'عائشة الرومي', email: 'aisha.alroumi@example.com' },
  { name: 'Talal Al-Fadhli', nameAr: 'طلال الفضلي', email: 'talal.alfadhli@example.com' },
  { name: 'Noura Al-Zaid', nameAr: 'نورة الزيد', email: 'noura.alzaid@example.com' },
];

/** What demo customers write for the driver (an order's directions), in either language. */
export const DEMO_DIRECTIONS = ['Blue gate next to the mosque', 'Ring the bell twice, please', 'بجانب الجمعية، البيت الثاني', 'Call on arrival: the building has no sign', 'الباب الخلفي'];
