/** A bilingual name as the seed writes it. */
export interface Bilingual {
  name: string;
  nameAr: string;
}

export interface GovernorateSeed extends Bilingual {
  areas: Bilingual[];
}

/** Kuwait's six governorates. */
const GOVERNORATES: Bilingual[] = [
  { name: 'Capital', nameAr: 'العاصمة' }, { name: 'Hawalli', nameAr: 'حولي' }, { name: 'Farwaniya', nameAr: 'الفروانية' },
  { name: 'Ahmadi', nameAr: 'الأحمدي' }, { name: 'Jahra', nameAr: 'الجهراء' }, { name: 'Mubarak Al-Kabeer', nameAr: 'مبارك الكبير' },
];

/** Some of their real residential areas, each under its governorate's (English) name. */
const AREAS: (Bilingual & { governorate: string })[] = [
  { governorate: 'Capital', name: 'Sharq', nameAr: 'شرق' },
  { governorate: 'Capital', name: 'Dasman', nameAr: 'دسمان' },
  { governorate: 'Capital', name: 'Qibla', nameAr: 'القبلة' },
  { governorate: 'Capital', name: 'Dasma', nameAr: 'الدسمة' },
  { governorate: 'Capital', name: 'Kaifan', nameAr: 'كيفان' },
  { governorate: 'Capital', name: 'Shamiya', nameAr: 'الشامية' },
  { governorate: 'Capital', name: 'Rawda', nameAr: 'الروضة' },
  { governorate: 'Capital', name: 'Adailiya', nameAr: 'العديلية' },
  { governorate: 'Capital', name: 'Khaldiya', nameAr: 'الخالدية' },
  { governorate: 'Capital', name: 'Yarmouk', nameAr: 'اليرموك' },
  { governorate: 'Capital', name: 'Surra', nameAr: 'السرة' },
  { governorate: 'Capital', name: 'Shuwaikh', nameAr: 'الشويخ' },
  { governorate: 'Hawalli', name: 'Hawalli', nameAr: 'حولي' },
  { governorate: 'Hawalli', name: 'Salmiya', nameAr: 'السالمية' },
  { governorate: 'Hawalli', name: 'Jabriya', nameAr: 'الجابرية' },
  { governorate: 'Hawalli', name: 'Rumaithiya', nameAr: 'الرميثية' },
  { governorate: 'Hawalli', name: 'Mishref', nameAr: 'مشرف' },
  { governorate: 'Hawalli', name: 'Bayan', nameAr: 'بيان' },
  { governorate: 'Hawalli', name: 'Salwa', nameAr: 'سلوى' },
  { governorate: 'Hawalli', name: 'Shaab', nameAr: 'الشعب' },
  { governorate: 'Hawalli', name: 'Hitteen', nameAr: 'حطين' },
  { governorate: 'Hawalli', name: 'Zahra', nameAr: 'الزهراء' },
  { governorate: 'Farwaniya', name: 'Farwaniya', nameAr: 'الفروانية' },
  { governorate: 'Farwaniya', name: 'Khaitan', nameAr: 'خيطان' },
  { governorate: 'Farwaniya', name: 'Jleeb Al-Shuyoukh', nameAr: 'جليب الشيوخ' },
  { governorate: 'Farwaniya', name: 'Ardiya', nameAr: 'العارضية' },
  { governorate: 'Farwaniya', name: 'Rabia', nameAr: 'الرابية' },
  { governorate: 'Farwaniya', name: 'Omariya', nameAr: 'العمرية' },
  { governorate: 'Farwaniya', name: 'Andalous', nameAr: 'الأندلس' },
  { governorate: 'Farwaniya', name: 'Firdous', nameAr: 'الفردوس' },
  { governorate: 'Farwaniya', name: 'Sabah Al-Nasser', nameAr: 'صباح الناصر' },
  { governorate: 'Ahmadi', name: 'Ahmadi', nameAr: 'الأحمدي' },
  { governorate: 'Ahmadi', name: 'Fahaheel', nameAr: 'الفحيحيل' },
  { governorate: 'Ahmadi', name: 'Mangaf', nameAr: 'المنقف' },
  { governorate: 'Ahmadi', name: 'Abu Halifa', nameAr: 'أبو حليفة' },
  { governorate: 'Ahmadi', name: 'Mahboula', nameAr: 'المهبولة' },
  { governorate: 'Ahmadi', name: 'Fintas', nameAr: 'الفنطاس' },
  { governorate: 'Ahmadi', name: 'Riqqa', nameAr: 'الرقة' },
  { governorate: 'Ahmadi', name: 'Sabahiya', nameAr: 'الصباحية' },
  { governorate: 'Ahmadi', name: 'Egaila', nameAr: 'العقيلة' },
  { governorate: 'Jahra', name: 'Jahra', nameAr: 'الجهراء' },
  { governorate: 'Jahra', name: 'Qasr', nameAr: 'القصر' },
  { governorate: 'Jahra', name: 'Naeem', nameAr: 'النعيم' },
  { governorate: 'Jahra', name: 'Oyoun', nameAr: 'العيون' },
  { governorate: 'Jahra', name: 'Taima', nameAr: 'تيماء' },
  { governorate: 'Jahra', name: 'Waha', nameAr: 'الواحة' },
  { governorate: 'Jahra', name: 'Saad Al-Abdullah', nameAr: 'سعد العبدالله' },
  { governorate: 'Mubarak Al-Kabeer', name: 'Mubarak Al-Kabeer', nameAr: 'مبارك الكبير' },
  { governorate: 'Mubarak Al-Kabeer', name: 'Sabah Al-Salem', nameAr: 'صباح السالم' },
  { governorate: 'Mubarak Al-Kabeer', name: 'Qurain', nameAr: 'القرين' },
  { governorate: 'Mubarak Al-Kabeer', name: 'Qusour', nameAr: 'القصور' },
  { governorate: 'Mubarak Al-Kabeer', name: 'Adan', nameAr: 'العدان' },
  { governorate: 'Mubarak Al-Kabeer', name: 'Messila', nameAr: 'المسيلة' },
  { governorate: 'Mubarak Al-Kabeer', name: 'Abu Fatira', nameAr: 'أبو فطيرة' },
  { governorate: 'Mubarak Al-Kabeer', name: 'Fnaitees', nameAr: 'الفنيطيس' },
];

/** Kuwait's six governorates with their areas (English and Arabic), in the tables' order. */
export const KUWAIT_GOVERNORATES: GovernorateSeed[] = GOVERNORATES.map(({ name, nameAr }) => ({
  name,
  nameAr,
  areas: AREAS.filter(({ governorate }) => governorate === name).map((area) => ({ name: area.name, nameAr: area.nameAr })),
}));

/** Blocks made for every area: 'Block 1' / 'قطعة 1' … */
export const BLOCKS_PER_AREA = 3;

export const blockName = (n: number): Bilingual => ({ name: `Block ${n}`, nameAr: `قطعة ${n}` });

/** Roughly the middle of each governorate's towns (latitude, longitude): where the demo's map pins fall. */
export const GOVERNORATE_CENTRES: Record<string, readonly [number, number]> = {
  Capital: [29.3697, 47.9783],
  Hawalli: [29.3328, 48.0286],
  Farwaniya: [29.2775, 47.9586],
  Ahmadi: [29.0769, 48.0838],
  Jahra: [29.3375, 47.6581],
  'Mubarak Al-Kabeer': [29.185, 48.06],
};
