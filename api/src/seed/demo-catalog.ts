import type { ProductUnit } from '../db/schema';
import { gs1CheckDigit } from '../modules/products/products-rules';
import type { Rgb } from './png';

export interface ProductSeed {
  name: string;
  nameAr: string;
  /** KWD with fils, as the database stores it; by weight, per kg. */
  price: string;
  stock: number;
  /** decisions/grocery-products.md: by weight, with a step and an item's estimated weight (kg). */
  unit: ProductUnit;
  weightStep: string | null;
  estimatedWeight: string | null;
  sku: string;
  /** An EAN-13 on packaged goods; null on what is weighed, baked or bunched in the shop. */
  barcode: string | null;
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

// The demo's catalogue as tables, in the order the seed writes it: a shop's categories are listed
// under its name, and a product belongs to the category its row names (category names are unique).

/** Name, Arabic name, phone, area, free delivery, open, opening and closing time, picture colours. */
type ShopRow = [string, string, string, string, boolean, boolean, string, string, readonly [Rgb, Rgb]];
const SHOPS: ShopRow[] = [
  ['Salmiya Fresh Market', 'سوق السالمية الطازج', '22641180', 'Salmiya', true, true, '07:00', '23:00', [[46, 160, 67], [180, 230, 120]]],
  ['Sharq Gourmet Store', 'متجر شرق للأطعمة الفاخرة', '22405566', 'Sharq', false, true, '08:00', '22:00', [[120, 60, 160], [230, 180, 240]]],
  ['Jabriya Bakery', 'مخبز الجابرية', '25327781', 'Jabriya', true, true, '05:30', '21:00', [[205, 133, 63], [250, 225, 170]]],
  ['Fahaheel Fish Market', 'سوق سمك الفحيحيل', '23912244', 'Fahaheel', false, true, '06:00', '14:00', [[30, 110, 190], [150, 210, 245]]],
  ['Khaitan Fruits & Vegetables', 'خضار وفواكه خيطان', '24731905', 'Khaitan', true, false, '07:30', '23:30', [[230, 120, 30], [250, 215, 90]]],
  ['Jahra Dates House', 'بيت تمور الجهراء', '24557730', 'Jahra', false, true, '09:00', '22:00', [[110, 60, 30], [210, 160, 100]]],
  ['Sabah Al-Salem Dairy', 'ألبان صباح السالم', '25516620', 'Sabah Al-Salem', true, true, '06:00', '23:59', [[70, 130, 180], [235, 245, 255]]],
  ['Hawalli Spices & Coffee', 'بهارات وقهوة حولي', '22621437', 'Hawalli', false, true, '08:30', '22:30', [[150, 40, 40], [240, 170, 120]]],
];

/** Each shop's categories: name, Arabic name. */
const CATEGORIES: Record<string, [string, string][]> = {
  'Salmiya Fresh Market': [['Fruits', 'فواكه'], ['Vegetables', 'خضروات'], ['Herbs & Salads', 'أعشاب وسلطات'], ['Butchery', 'ملحمة']],
  'Sharq Gourmet Store': [['Cheese', 'أجبان'], ['Olive Oil & Olives', 'زيت الزيتون والزيتون'], ['Imported Snacks', 'وجبات خفيفة مستوردة']],
  'Jabriya Bakery': [['Bread', 'خبز'], ['Pastries', 'معجنات'], ['Sweets', 'حلويات']],
  'Fahaheel Fish Market': [['Fresh Fish', 'أسماك طازجة'], ['Shrimp & Seafood', 'روبيان ومأكولات بحرية']],
  'Khaitan Fruits & Vegetables': [['Seasonal Fruits', 'فواكه موسمية'], ['Leafy Greens', 'ورقيات'], ['Root Vegetables', 'خضروات جذرية']],
  'Jahra Dates House': [['Dates', 'تمور'], ['Date Products', 'منتجات التمر']],
  'Sabah Al-Salem Dairy': [['Milk', 'حليب'], ['Yoghurt & Labneh', 'زبادي ولبنة'], ['Eggs & Butter', 'بيض وزبدة']],
  'Hawalli Spices & Coffee': [['Spices', 'بهارات'], ['Coffee & Tea', 'قهوة وشاي']],
};

/** Category, name, Arabic name, price (KWD with fils), stock. */
const PRODUCTS: [string, string, string, string, number][] = [
  ['Fruits', 'Bananas (1 kg)', 'موز (1 كغ)', '0.450', 120],
  ['Fruits', 'Red Apples (1 kg)', 'تفاح أحمر (1 كغ)', '0.750', 90],
  ['Fruits', 'Mango Alphonso (1 kg)', 'مانجو ألفونسو (1 كغ)', '1.950', 40],
  ['Fruits', 'Oranges (1 kg)', 'برتقال (1 كغ)', '0.550', 100],
  ['Vegetables', 'Tomatoes', 'طماطم', '0.390', 150],
  ['Vegetables', 'Cucumbers', 'خيار', '0.350', 130],
  ['Vegetables', 'Potatoes (2 kg)', 'بطاطا (2 كغ)', '0.600', 80],
  ['Vegetables', 'Fresh Coriander', 'كزبرة طازجة', '0.100', 200],
  ['Herbs & Salads', 'Lettuce Iceberg', 'خس آيسبرغ', '0.250', 60],
  ['Herbs & Salads', 'Fresh Mint', 'نعناع طازج', '0.100', 180],
  ['Herbs & Salads', 'Rocca Leaves', 'جرجير', '0.150', 90],
  ['Butchery', 'Lamb Chops', 'ريش غنم', '4.950', 40],
  ['Butchery', 'Beef Mince', 'لحم بقر مفروم', '3.750', 30],
  ['Butchery', 'Chicken Breast', 'صدر دجاج', '2.450', 60],
  ['Cheese', 'Halloumi Cheese (250 g)', 'جبنة حلوم (250 غ)', '1.250', 45],
  ['Cheese', 'Feta Cheese (400 g)', 'جبنة فيتا (400 غ)', '1.750', 35],
  ['Cheese', 'Cheddar Slices (200 g)', 'شرائح شيدر (200 غ)', '0.950', 70],
  ['Cheese', 'Akkawi Cheese', 'جبنة عكاوي', '3.200', 25],
  ['Olive Oil & Olives', 'Extra Virgin Olive Oil (1 L)', 'زيت زيتون بكر ممتاز (1 لتر)', '3.750', 30],
  ['Olive Oil & Olives', 'Green Olives (500 g)', 'زيتون أخضر (500 غ)', '1.150', 50],
  ['Olive Oil & Olives', 'Kalamata Olives (350 g)', 'زيتون كالاماتا (350 غ)', '1.600', 25],
  ['Imported Snacks', 'Sea Salt Crackers', 'بسكويت بملح البحر', '0.850', 60],
  ['Imported Snacks', 'Belgian Chocolate Bar', 'لوح شوكولاتة بلجيكية', '1.100', 80],
  ['Imported Snacks', 'Mixed Nuts (400 g)', 'مكسرات مشكلة (400 غ)', '2.950', 40],
  ['Bread', 'Arabic Bread (6 pcs)', 'خبز عربي (6 حبات)', '0.150', 300],
  ['Bread', 'Brown Toast Bread', 'خبز توست أسمر', '0.450', 120],
  ['Bread', 'Tanoor Bread', 'خبز تنور', '0.100', 250],
  ['Bread', 'Sourdough Loaf', 'رغيف العجين المخمر', '1.250', 30],
  ['Pastries', 'Zaatar Manakeesh', 'مناقيش زعتر', '0.350', 90],
  ['Pastries', 'Cheese Fatayer (6 pcs)', 'فطاير جبن (6 حبات)', '1.200', 50],
  ['Pastries', 'Butter Croissant', 'كرواسون بالزبدة', '0.400', 100],
  ['Sweets', 'Maamoul with Dates (500 g)', 'معمول بالتمر (500 غ)', '2.250', 40],
  ['Sweets', 'Kunafa Tray', 'صينية كنافة', '4.500', 12],
  ['Sweets', 'Baklava Mix (250 g)', 'بقلاوة مشكلة (250 غ)', '2.750', 20],
  ['Fresh Fish', 'Zubaidi', 'زبيدي', '8.500', 15],
  ['Fresh Fish', 'Hamour', 'هامور', '6.750', 20],
  ['Fresh Fish', 'Sobaity', 'سبيطي', '5.250', 18],
  ['Fresh Fish', 'Nuwaiby', 'نويبي', '3.500', 25],
  ['Shrimp & Seafood', 'Jumbo Shrimp (1 kg)', 'روبيان جامبو (1 كغ)', '7.250', 22],
  ['Shrimp & Seafood', 'Medium Shrimp (1 kg)', 'روبيان وسط (1 كغ)', '4.900', 30],
  ['Shrimp & Seafood', 'Blue Crab (1 kg)', 'قبقب أزرق (1 كغ)', '3.250', 10],
  ['Seasonal Fruits', 'Watermelon (each)', 'بطيخ (حبة)', '1.500', 40],
  ['Seasonal Fruits', 'Pomegranates (1 kg)', 'رمان (1 كغ)', '1.350', 35],
  ['Seasonal Fruits', 'Grapes Red Globe (1 kg)', 'عنب أحمر (1 كغ)', '1.250', 45],
  ['Leafy Greens', 'Spinach Bunch', 'حزمة سبانخ', '0.200', 80],
  ['Leafy Greens', 'Parsley Bunch', 'حزمة بقدونس', '0.100', 150],
  ['Leafy Greens', 'Spring Onions', 'بصل أخضر', '0.150', 90],
  ['Root Vegetables', 'Carrots (1 kg)', 'جزر (1 كغ)', '0.400', 110],
  ['Root Vegetables', 'Red Onions (2 kg)', 'بصل أحمر (2 كغ)', '0.650', 0],
  ['Root Vegetables', 'Sweet Potatoes (1 kg)', 'بطاطا حلوة (1 كغ)', '0.850', 50],
  ['Dates', 'Khalas Dates (1 kg)', 'تمر خلاص (1 كغ)', '2.500', 60],
  ['Dates', 'Sukkari Dates (1 kg)', 'تمر سكري (1 كغ)', '3.250', 55],
  ['Dates', 'Medjool Dates (500 g)', 'تمر مجدول (500 غ)', '4.750', 30],
  ['Dates', 'Ajwa Dates (500 g)', 'تمر عجوة (500 غ)', '5.500', 25],
  ['Date Products', 'Date Syrup (400 g)', 'دبس التمر (400 غ)', '1.100', 70],
  ['Date Products', 'Stuffed Dates Box', 'علبة تمر محشي', '6.250', 15],
  ['Milk', 'Fresh Milk Full Fat (1 L)', 'حليب طازج كامل الدسم (1 لتر)', '0.450', 200],
  ['Milk', 'Laban (1 L)', 'لبن (1 لتر)', '0.400', 180],
  ['Milk', 'Camel Milk (1 L)', 'حليب نوق (1 لتر)', '1.250', 40],
  ['Yoghurt & Labneh', 'Greek Yoghurt (500 g)', 'زبادي يوناني (500 غ)', '0.950', 75],
  ['Yoghurt & Labneh', 'Labneh (400 g)', 'لبنة (400 غ)', '0.850', 65],
  ['Yoghurt & Labneh', 'Fruit Yoghurt (4 pcs)', 'زبادي بالفواكه (4 حبات)', '0.750', 90],
  ['Eggs & Butter', 'Eggs (30 pcs)', 'بيض (30 حبة)', '1.650', 100],
  ['Eggs & Butter', 'Salted Butter (200 g)', 'زبدة مملحة (200 غ)', '0.875', 70],
  ['Spices', 'Kuwaiti Mixed Spices (250 g)', 'بهارات كويتية مشكلة (250 غ)', '1.250', 80],
  ['Spices', 'Saffron (1 g)', 'زعفران (1 غ)', '2.750', 40],
  ['Spices', 'Cardamom (100 g)', 'هيل (100 غ)', '1.950', 60],
  ['Spices', 'Dried Lime (250 g)', 'لومي (250 غ)', '0.900', 70],
  ['Coffee & Tea', 'Arabic Coffee with Cardamom (500 g)', 'قهوة عربية بالهيل (500 غ)', '3.500', 45],
  ['Coffee & Tea', 'Ground Turkish Coffee (250 g)', 'قهوة تركية مطحونة (250 غ)', '1.750', 55],
  ['Coffee & Tea', 'Loose Black Tea (500 g)', 'شاي أسود سائب (500 غ)', '1.300', 65],
];

/**
 * Fresh items sold by weight (decisions/grocery-products.md): the step a customer orders by and what one item weighs,
 * about (kg); their price above is per kg. Stock counts the items.
 */
const BY_WEIGHT: Record<string, [step: string, estimate: string]> = {
  Tomatoes: ['0.250', '0.150'],
  Cucumbers: ['0.250', '0.120'],
  'Lamb Chops': ['0.250', '0.100'],
  'Beef Mince': ['0.250', '0.500'],
  'Chicken Breast': ['0.500', '0.300'],
  'Akkawi Cheese': ['0.100', '0.250'],
  Zubaidi: ['0.500', '0.400'],
  Hamour: ['0.500', '2.000'],
  Sobaity: ['0.500', '1.000'],
  Nuwaiby: ['0.500', '1.500'],
};

/** Shops whose goods come packaged, with a barcode on each (what is weighed or baked there has none). */
const PACKAGED = new Set(['Sharq Gourmet Store', 'Jahra Dates House', 'Sabah Al-Salem Dairy', 'Hawalli Spices & Coffee']);

/** The shop's initials: 'Sabah Al-Salem Dairy' → 'SAD'. */
const initials = (shop: string) =>
  shop
    .split(/\s+/)
    .map((word) => word[0])
    .filter((letter) => /[A-Za-z]/.test(letter))
    .join('');

/**
 * A product's SKU, shop initials and its place ('SFM-0203'), and for packaged goods an EAN-13: 627
 * (GS1 Kuwait), the shop, the product's place, and the check digit. Deterministic, like the rest.
 */
function productCodes(shop: string, s: number, c: number, i: number): { sku: string; barcode: string | null } {
  const place = `${String(c + 1).padStart(2, '0')}${String(i + 1).padStart(2, '0')}`;
  const body = `627${String(1000 + s)}0${place}`;
  return { sku: `${initials(shop)}-${place}`, barcode: PACKAGED.has(shop) ? `${body}${gs1CheckDigit(body)}` : null };
}

/** The demo's shops, each with its categories and products (bilingual, KWD prices with fils). */
export const DEMO_SHOPS: ShopSeed[] = SHOPS.map(([name, nameAr, phone, area, freeDelivery, isOpen, openTime, closeTime, colours], s) => ({
  name,
  nameAr,
  phone,
  area,
  freeDelivery,
  isOpen,
  openTime,
  closeTime,
  colours,
  categories: CATEGORIES[name].map(([category, categoryAr], c) => ({
    name: category,
    nameAr: categoryAr,
    products: PRODUCTS.filter(([inCategory]) => inCategory === category).map(([, product, productAr, price, stock], i) => {
      const weighed = BY_WEIGHT[product];
      const codes = productCodes(name, s, c, i);
      return {
        name: product,
        nameAr: productAr,
        price,
        stock,
        unit: weighed ? 'weight' : 'piece',
        weightStep: weighed?.[0] ?? null,
        estimatedWeight: weighed?.[1] ?? null,
        sku: codes.sku,
        barcode: weighed ? null : codes.barcode,
      };
    }),
  })),
}));
