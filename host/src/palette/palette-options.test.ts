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
