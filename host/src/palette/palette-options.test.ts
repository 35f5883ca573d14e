import type { RemoteSearchGroup } from '@dukkan/shared';
import { paletteOptions } from './palette-options';

// decisions/search.md: the palette's rows come from the remotes' manifests' search groups; the host names none of them.
const groups: RemoteSearchGroup[] = [
  { id: 'orders', label: { en: 'Order', ar: 'طلب' }, order: 10, path: '/order-items/:id', byId: { en: 'Order #{{id}}', ar: 'الطلب رقم {{id}}' } },
  { id: 'products', label: { en: 'Product', ar: 'منتج' }, order: 20, path: '/products/edit/:id', endpoint: 'products' },
  { id: 'users', label: { en: 'User', ar: 'مستخدم' }, order: 40, path: '/users?q=:email', endpoint: 'user', hint: 'email' },
];
const screens = { entries: [], label: 'Screen' };

describe("the palette's options from the search groups", () => {
  it('opens the row a typed id names, in the group that takes ids', () => {
    expect(paletteOptions(' #0042 ', screens, groups, 'en', {})).toEqual([{ id: 'orders:42', group: 'Order', label: 'Order #42', to: '/order-items/42' }]);
    expect(paletteOptions('42', screens, groups, 'ar', {})[0]).toMatchObject({ group: 'طلب', label: 'الطلب رقم 42' });
  });

  it('finds orders by phone digits or a customer name in either script, named by the group\'s template, the typed id listed once', () => {
    const orders: RemoteSearchGroup = {
      ...groups[0],
      endpoint: 'orders',
      hint: 'customer.phone',
      found: { en: 'Order #{{id}} · {{customer.name|customer.name_ar}}', ar: 'الطلب رقم {{id}} · {{customer.name_ar|customer.name}}' },
    };
    const found = {
      orders: [
        { id: 61, customer: { name: 'Aisha Al-Roumi', name_ar: 'عائشة الرومي', phone: '+96553144333' } },
        { id: 64, customer: { name: 'Noura', name_ar: null, phone: null } },
      ],
    };
    expect(paletteOptions('4433', screens, [orders], 'en', found)).toEqual([
      // Digits may be an id too.
      { id: 'orders:4433', group: 'Order', label: 'Order #4433', to: '/order-items/4433' },
      { id: 'orders:61', group: 'Order', label: 'Order #61 · Aisha Al-Roumi', hint: '+96553144333', to: '/order-items/61' },
      { id: 'orders:64', group: 'Order', label: 'Order #64 · Noura', hint: undefined, to: '/order-items/64' },
    ]);
    expect(paletteOptions('عائشة', screens, [orders], 'ar', found).map((option) => option.label)).toEqual(['الطلب رقم 61 · عائشة الرومي', 'الطلب رقم 64 · Noura']);
    // A typed id: its own row once, not again among what the API found for it.
    expect(paletteOptions('61', screens, [orders], 'en', { orders: found.orders.slice(0, 1) }).map((option) => option.id)).toEqual(['orders:61']);
  });

  it("lists each group's rows in its language, with the group's hint and path", () => {
    const found = {
      products: [{ id: 5, name: 'Fresh Milk', name_ar: 'حليب طازج' }],
      user: [
        { id: 7, name: 'Sara', email: 'sara@example.com' },
        { id: 8, name: 'Omar Ali', email: null },
      ],
    };
    expect(paletteOptions('a', screens, groups, 'ar', found)).toEqual([
      { id: 'products:5', group: 'منتج', label: 'حليب طازج', hint: 'Fresh Milk', to: '/products/edit/5' },
      { id: 'users:7', group: 'مستخدم', label: 'Sara', hint: 'sara@example.com', to: '/users?q=sara%40example.com' },
      { id: 'users:8', group: 'مستخدم', label: 'Omar Ali', hint: undefined, to: '/users?q=Omar%20Ali' },
    ]);
  });
});
