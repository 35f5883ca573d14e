/** A bilingual name as the seed writes it. */
export interface Bilingual {
  name: string;
  nameAr: string;
}

export interface GovernorateSeed extends Bilingual {
  areas: Bilingual[];
}

/** Kuwait's six governorates with some of their real residential areas (English and Arabic). */
export const KUWAIT_GOVERNORATES: GovernorateSeed[] = [
  {
    name: 'Capital',
    nameAr: 'العاصمة',
    areas: [
      { name: 'Sharq', nameAr: 'شرق' },
      { name: 'Dasman', nameAr: 'دسمان' },
      { name: 'Qibla', nameAr: 'القبلة' },
      { name: 'Dasma', nameAr: 'الدسمة' },
      { name: 'Kaifan', nameAr: 'كيفان' },
      { name: 'Shamiya', nameAr: 'الشامية' },
      { name: 'Rawda', nameAr: 'الروضة' },
      { name: 'Adailiya', nameAr: 'العديلية' },
      { name: 'Khaldiya', nameAr: 'الخالدية' },
      { name: 'Yarmouk', nameAr: 'اليرموك' },
      { name: 'Surra', nameAr: 'السرة' },
      { name: 'Shuwaikh', nameAr: 'الشويخ' },
    ],
  },
  {
    name: 'Hawalli',
    nameAr: 'حولي',
    areas: [
      { name: 'Hawalli', nameAr: 'حولي' },
      { name: 'Salmiya', nameAr: 'السالمية' },
      { name: 'Jabriya', nameAr: 'الجابرية' },
      { name: 'Rumaithiya', nameAr: 'الرميثية' },
      { name: 'Mishref', nameAr: 'مشرف' },
      { name: 'Bayan', nameAr: 'بيان' },
      { name: 'Salwa', nameAr: 'سلوى' },
      { name: 'Shaab', nameAr: 'الشعب' },
      { name: 'Hitteen', nameAr: 'حطين' },
      { name: 'Zahra', nameAr: 'الزهراء' },
    ],
  },
  {
    name: 'Farwaniya',
    nameAr: 'الفروانية',
    areas: [
      { name: 'Farwaniya', nameAr: 'الفروانية' },
      { name: 'Khaitan', nameAr: 'خيطان' },
      { name: 'Jleeb Al-Shuyoukh', nameAr: 'جليب الشيوخ' },
      { name: 'Ardiya', nameAr: 'العارضية' },
      { name: 'Rabia', nameAr: 'الرابية' },
      { name: 'Omariya', nameAr: 'العمرية' },
      { name: 'Andalous', nameAr: 'الأندلس' },
      { name: 'Firdous', nameAr: 'الفردوس' },
      { name: 'Sabah Al-Nasser', nameAr: 'صباح الناصر' },
    ],
  },
  {
    name: 'Ahmadi',
    nameAr: 'الأحمدي',
    areas: [
      { name: 'Ahmadi', nameAr: 'الأحمدي' },
      { name: 'Fahaheel', nameAr: 'الفحيحيل' },
      { name: 'Mangaf', nameAr: 'المنقف' },
      { name: 'Abu Halifa', nameAr: 'أبو حليفة' },
      { name: 'Mahboula', nameAr: 'المهبولة' },
      { name: 'Fintas', nameAr: 'الفنطاس' },
      { name: 'Riqqa', nameAr: 'الرقة' },
      { name: 'Sabahiya', nameAr: 'الصباحية' },
      { name: 'Egaila', nameAr: 'العقيلة' },
    ],
  },
  {
    name: 'Jahra',
    nameAr: 'الجهراء',
    areas: [
      { name: 'Jahra', nameAr: 'الجهراء' },
      { name: 'Qasr', nameAr: 'القصر' },
      { name: 'Naeem', nameAr: 'النعيم' },
      { name: 'Oyoun', nameAr: 'العيون' },
      { name: 'Taima', nameAr: 'تيماء' },
      { name: 'Waha', nameAr: 'الواحة' },
      { name: 'Saad Al-Abdullah', nameAr: 'سعد العبدالله' },
    ],
  },
  {
    name: 'Mubarak Al-Kabeer',
    nameAr: 'مبارك الكبير',
    areas: [
      { name: 'Mubarak Al-Kabeer', nameAr: 'مبارك الكبير' },
      { name: 'Sabah Al-Salem', nameAr: 'صباح السالم' },
      { name: 'Qurain', nameAr: 'القرين' },
      { name: 'Qusour', nameAr: 'القصور' },
      { name: 'Adan', nameAr: 'العدان' },
      { name: 'Messila', nameAr: 'المسيلة' },
      { name: 'Abu Fatira', nameAr: 'أبو فطيرة' },
      { name: 'Fnaitees', nameAr: 'الفنيطيس' },
    ],
  },
];

/** Blocks made for every area: 'Block 1' / 'قطعة 1' … */
export const BLOCKS_PER_AREA = 3;

export const blockName = (n: number): Bilingual => ({ name: `Block ${n}`, nameAr: `قطعة ${n}` });
