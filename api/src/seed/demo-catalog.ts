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
  'Salmiya Fresh Market': [['Fruits', 'فواكه'], ['Vegetables', 'خضروات'], ['Herbs & Salads', 'أعشاب وسلطات']],
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
  ['Vegetables', 'Tomatoes (1 kg)', 'طماطم (1 كغ)', '0.390', 150],
  ['Vegetables', 'Cucumbers (1 kg)', 'خيار (1 كغ)', '0.350', 130],
  ['Vegetables', 'Potatoes (2 kg)', 'بطاطا (2 كغ)', '0.600', 80],
  ['Vegetables', 'Fresh Coriander', 'كزبرة طازجة', '0.100', 200],
  ['Herbs & Salads', 'Lettuce Iceberg', 'خس آيسبرغ', '0.250', 60],
  ['Herbs & Salads', 'Fresh Mint', 'نعناع طازج', '0.100', 180],
  ['Herbs & Salads', 'Rocca Leaves', 'جرجير', '0.150', 90],
  ['Cheese', 'Halloumi Cheese (250 g)', 'جبنة حلوم (250 غ)', '1.250', 45],
  ['Cheese', 'Feta Cheese (400 g)', 'جبنة فيتا (400 غ)', '1.750', 35],
  ['Cheese', 'Cheddar Slices (200 g)', 'شرائح شيدر (200 غ)', '0.950', 70],
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
  ['Fresh Fish', 'Zubaidi (1 kg)', 'زبيدي (1 كغ)', '8.500', 15],
  ['Fresh Fish', 'Hamour (1 kg)', 'هامور (1 كغ)', '6.750', 20],
  ['Fresh Fish', 'Sobaity (1 kg)', 'سبيطي (1 كغ)', '5.250', 18],
  ['Fresh Fish', 'Nuwaiby (1 kg)', 'نويبي (1 كغ)', '3.500', 25],
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

/** The demo's shops, each with its categories and products (bilingual, KWD prices with fils). */
export const DEMO_SHOPS: ShopSeed[] = SHOPS.map(([name, nameAr, phone, area, freeDelivery, isOpen, openTime, closeTime, colours]) => ({
  name,
  nameAr,
  phone,
  area,
  freeDelivery,
  isOpen,
  openTime,
  closeTime,
  colours,
  categories: CATEGORIES[name].map(([category, categoryAr]) => ({
    name: category,
    nameAr: categoryAr,
    products: PRODUCTS.filter(([inCategory]) => inCategory === category).map(([, product, productAr, price, stock]) => ({ name: product, nameAr: productAr, price, stock })),
  })),
}));
