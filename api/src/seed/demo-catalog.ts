import type { Rgb } from './png';

export interface ProductSeed {
  name: string;
  nameAr: string;
  /** KWD with fils, as the database stores it. */
  price: string;
  stock: number;
}

export interface CategorySeed {
  name: string;
  nameAr: string;
  products: ProductSeed[];
}

export interface ShopSeed {
  name: string;
  nameAr: string;
  /** 8 digits; stored as +965XXXXXXXX (spec §3). */
  phone: string;
  /** The area (English name, from kuwait-locations) the shop is in. */
  area: string;
  freeDelivery: boolean;
  isOpen: boolean;
  openTime: string;
  closeTime: string;
  colours: readonly [Rgb, Rgb];
  categories: CategorySeed[];
}

const p = (name: string, nameAr: string, price: string, stock: number): ProductSeed => ({ name, nameAr, price, stock });

/** The demo's shops, each with its categories and products (bilingual, KWD prices with fils). */
export const DEMO_SHOPS: ShopSeed[] = [
  {
    name: 'Salmiya Fresh Market',
    nameAr: 'سوق السالمية الطازج',
    phone: '22641180',
    area: 'Salmiya',
    freeDelivery: true,
    isOpen: true,
    openTime: '07:00',
    closeTime: '23:00',
    colours: [[46, 160, 67], [180, 230, 120]],
    categories: [
      {
        name: 'Fruits',
        nameAr: 'فواكه',
        products: [
          p('Bananas (1 kg)', 'موز (1 كغ)', '0.450', 120),
          p('Red Apples (1 kg)', 'تفاح أحمر (1 كغ)', '0.750', 90),
          p('Mango Alphonso (1 kg)', 'مانجو ألفونسو (1 كغ)', '1.950', 40),
          p('Oranges (1 kg)', 'برتقال (1 كغ)', '0.550', 100),
        ],
      },
      {
        name: 'Vegetables',
        nameAr: 'خضروات',
        products: [
          p('Tomatoes (1 kg)', 'طماطم (1 كغ)', '0.390', 150),
          p('Cucumbers (1 kg)', 'خيار (1 كغ)', '0.350', 130),
          p('Potatoes (2 kg)', 'بطاطا (2 كغ)', '0.600', 80),
          p('Fresh Coriander', 'كزبرة طازجة', '0.100', 200),
        ],
      },
      {
        name: 'Herbs & Salads',
        nameAr: 'أعشاب وسلطات',
        products: [
          p('Lettuce Iceberg', 'خس آيسبرغ', '0.250', 60),
          p('Fresh Mint', 'نعناع طازج', '0.100', 180),
          p('Rocca Leaves', 'جرجير', '0.150', 90),
        ],
      },
    ],
  },
  {
    name: 'Sharq Gourmet Store',
    nameAr: 'متجر شرق للأطعمة الفاخرة',
    phone: '22405566',
    area: 'Sharq',
    freeDelivery: false,
    isOpen: true,
    openTime: '08:00',
    closeTime: '22:00',
    colours: [[120, 60, 160], [230, 180, 240]],
    categories: [
      {
        name: 'Cheese',
        nameAr: 'أجبان',
        products: [
          p('Halloumi Cheese (250 g)', 'جبنة حلوم (250 غ)', '1.250', 45),
          p('Feta Cheese (400 g)', 'جبنة فيتا (400 غ)', '1.750', 35),
          p('Cheddar Slices (200 g)', 'شرائح شيدر (200 غ)', '0.950', 70),
        ],
      },
      {
        name: 'Olive Oil & Olives',
        nameAr: 'زيت الزيتون والزيتون',
        products: [
          p('Extra Virgin Olive Oil (1 L)', 'زيت زيتون بكر ممتاز (1 لتر)', '3.750', 30),
          p('Green Olives (500 g)', 'زيتون أخضر (500 غ)', '1.150', 50),
          p('Kalamata Olives (350 g)', 'زيتون كالاماتا (350 غ)', '1.600', 25),
        ],
      },
      {
        name: 'Imported Snacks',
        nameAr: 'وجبات خفيفة مستوردة',
        products: [
          p('Sea Salt Crackers', 'بسكويت بملح البحر', '0.850', 60),
          p('Belgian Chocolate Bar', 'لوح شوكولاتة بلجيكية', '1.100', 80),
          p('Mixed Nuts (400 g)', 'مكسرات مشكلة (400 غ)', '2.950', 40),
        ],
      },
    ],
  },
  {
    name: 'Jabriya Bakery',
    nameAr: 'مخبز الجابرية',
    phone: '25327781',
    area: 'Jabriya',
    freeDelivery: true,
    isOpen: true,
    openTime: '05:30',
    closeTime: '21:00',
    colours: [[205, 133, 63], [250, 225, 170]],
    categories: [
      {
        name: 'Bread',
        nameAr: 'خبز',
        products: [
          p('Arabic Bread (6 pcs)', 'خبز عربي (6 حبات)', '0.150', 300),
          p('Brown Toast Bread', 'خبز توست أسمر', '0.450', 120),
          p('Tanoor Bread', 'خبز تنور', '0.100', 250),
          p('Sourdough Loaf', 'رغيف العجين المخمر', '1.250', 30),
        ],
      },
      {
        name: 'Pastries',
        nameAr: 'معجنات',
        products: [
          p('Zaatar Manakeesh', 'مناقيش زعتر', '0.350', 90),
          p('Cheese Fatayer (6 pcs)', 'فطاير جبن (6 حبات)', '1.200', 50),
          p('Butter Croissant', 'كرواسون بالزبدة', '0.400', 100),
        ],
      },
      {
        name: 'Sweets',
        nameAr: 'حلويات',
        products: [
          p('Maamoul with Dates (500 g)', 'معمول بالتمر (500 غ)', '2.250', 40),
          p('Kunafa Tray', 'صينية كنافة', '4.500', 12),
          p('Baklava Mix (250 g)', 'بقلاوة مشكلة (250 غ)', '2.750', 20),
        ],
      },
    ],
  },
  {
    name: 'Fahaheel Fish Market',
    nameAr: 'سوق سمك الفحيحيل',
    phone: '23912244',
    area: 'Fahaheel',
    freeDelivery: false,
    isOpen: true,
    openTime: '06:00',
    closeTime: '14:00',
    colours: [[30, 110, 190], [150, 210, 245]],
    categories: [
      {
        name: 'Fresh Fish',
        nameAr: 'أسماك طازجة',
        products: [
          p('Zubaidi (1 kg)', 'زبيدي (1 كغ)', '8.500', 15),
          p('Hamour (1 kg)', 'هامور (1 كغ)', '6.750', 20),
          p('Sobaity (1 kg)', 'سبيطي (1 كغ)', '5.250', 18),
          p('Nuwaiby (1 kg)', 'نويبي (1 كغ)', '3.500', 25),
        ],
      },
      {
        name: 'Shrimp & Seafood',
        nameAr: 'روبيان ومأكولات بحرية',
        products: [
          p('Jumbo Shrimp (1 kg)', 'روبيان جامبو (1 كغ)', '7.250', 22),
          p('Medium Shrimp (1 kg)', 'روبيان وسط (1 كغ)', '4.900', 30),
          p('Blue Crab (1 kg)', 'قبقب أزرق (1 كغ)', '3.250', 10),
        ],
      },
    ],
  },
  {
    name: 'Khaitan Fruits & Vegetables',
    nameAr: 'خضار وفواكه خيطان',
    phone: '24731905',
    area: 'Khaitan',
    freeDelivery: true,
    isOpen: false,
    openTime: '07:30',
    closeTime: '23:30',
    colours: [[230, 120, 30], [250, 215, 90]],
    categories: [
      {
        name: 'Seasonal Fruits',
        nameAr: 'فواكه موسمية',
        products: [
          p('Watermelon (each)', 'بطيخ (حبة)', '1.500', 40),
          p('Pomegranates (1 kg)', 'رمان (1 كغ)', '1.350', 35),
          p('Grapes Red Globe (1 kg)', 'عنب أحمر (1 كغ)', '1.250', 45),
        ],
      },
      {
        name: 'Leafy Greens',
        nameAr: 'ورقيات',
        products: [
          p('Spinach Bunch', 'حزمة سبانخ', '0.200', 80),
          p('Parsley Bunch', 'حزمة بقدونس', '0.100', 150),
          p('Spring Onions', 'بصل أخضر', '0.150', 90),
        ],
      },
      {
        name: 'Root Vegetables',
        nameAr: 'خضروات جذرية',
        products: [
          p('Carrots (1 kg)', 'جزر (1 كغ)', '0.400', 110),
          p('Red Onions (2 kg)', 'بصل أحمر (2 كغ)', '0.650', 0),
          p('Sweet Potatoes (1 kg)', 'بطاطا حلوة (1 كغ)', '0.850', 50),
        ],
      },
    ],
  },
  {
    name: 'Jahra Dates House',
    nameAr: 'بيت تمور الجهراء',
    phone: '24557730',
    area: 'Jahra',
    freeDelivery: false,
    isOpen: true,
    openTime: '09:00',
    closeTime: '22:00',
    colours: [[110, 60, 30], [210, 160, 100]],
    categories: [
      {
        name: 'Dates',
        nameAr: 'تمور',
        products: [
          p('Khalas Dates (1 kg)', 'تمر خلاص (1 كغ)', '2.500', 60),
          p('Sukkari Dates (1 kg)', 'تمر سكري (1 كغ)', '3.250', 55),
          p('Medjool Dates (500 g)', 'تمر مجدول (500 غ)', '4.750', 30),
          p('Ajwa Dates (500 g)', 'تمر عجوة (500 غ)', '5.500', 25),
        ],
      },
      {
        name: 'Date Products',
        nameAr: 'منتجات التمر',
        products: [
          p('Date Syrup (400 g)', 'دبس التمر (400 غ)', '1.100', 70),
          p('Stuffed Dates Box', 'علبة تمر محشي', '6.250', 15),
        ],
      },
    ],
  },
  {
    name: 'Sabah Al-Salem Dairy',
    nameAr: 'ألبان صباح السالم',
    phone: '25516620',
    area: 'Sabah Al-Salem',
    freeDelivery: true,
    isOpen: true,
    openTime: '06:00',
    closeTime: '23:59',
    colours: [[70, 130, 180], [235, 245, 255]],
    categories: [
      {
        name: 'Milk',
        nameAr: 'حليب',
        products: [
          p('Fresh Milk Full Fat (1 L)', 'حليب طازج كامل الدسم (1 لتر)', '0.450', 200),
          p('Laban (1 L)', 'لبن (1 لتر)', '0.400', 180),
          p('Camel Milk (1 L)', 'حليب نوق (1 لتر)', '1.250', 40),
        ],
      },
      {
        name: 'Yoghurt & Labneh',
        nameAr: 'زبادي ولبنة',
        products: [
          p('Greek Yoghurt (500 g)', 'زبادي يوناني (500 غ)', '0.950', 75),
          p('Labneh (400 g)', 'لبنة (400 غ)', '0.850', 65),
          p('Fruit Yoghurt (4 pcs)', 'زبادي بالفواكه (4 حبات)', '0.750', 90),
        ],
      },
      {
        name: 'Eggs & Butter',
        nameAr: 'بيض وزبدة',
        products: [
          p('Eggs (30 pcs)', 'بيض (30 حبة)', '1.650', 100),
          p('Salted Butter (200 g)', 'زبدة مملحة (200 غ)', '0.875', 70),
        ],
      },
    ],
  },
  {
    name: 'Hawalli Spices & Coffee',
    nameAr: 'بهارات وقهوة حولي',
    phone: '22621437',
    area: 'Hawalli',
    freeDelivery: false,
    isOpen: true,
    openTime: '08:30',
    closeTime: '22:30',
    colours: [[150, 40, 40], [240, 170, 120]],
    categories: [
      {
        name: 'Spices',
        nameAr: 'بهارات',
        products: [
          p('Kuwaiti Mixed Spices (250 g)', 'بهارات كويتية مشكلة (250 غ)', '1.250', 80),
          p('Saffron (1 g)', 'زعفران (1 غ)', '2.750', 40),
          p('Cardamom (100 g)', 'هيل (100 غ)', '1.950', 60),
          p('Dried Lime (250 g)', 'لومي (250 غ)', '0.900', 70),
        ],
      },
      {
        name: 'Coffee & Tea',
        nameAr: 'قهوة وشاي',
        products: [
          p('Arabic Coffee with Cardamom (500 g)', 'قهوة عربية بالهيل (500 غ)', '3.500', 45),
          p('Ground Turkish Coffee (250 g)', 'قهوة تركية مطحونة (250 غ)', '1.750', 55),
          p('Loose Black Tea (500 g)', 'شاي أسود سائب (500 غ)', '1.300', 65),
        ],
      },
    ],
  },
];
