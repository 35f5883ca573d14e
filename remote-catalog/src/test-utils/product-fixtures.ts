import { ok, type StubRequest } from '@dukkan/shared/test-utils';
import type { Product } from '../products/products-api';

/** A product as the API answers it, for tests. */
export function productFixture(id: number, overrides: Partial<Product> = {}): Product {
  return {
    id,
    name: `Product ${id}`,
    name_ar: `منتج ${id}`,
    image: null,
    price: 0.75,
    stock: id,
    status: 'active',
    active: true,
    categoryId: 3,
    category: { id: 3, name: 'Dairy', name_ar: 'ألبان' },
    ...overrides,
  };
}

/** Our API's page answer over `all`: `total` rows, 10 a page, page by `page`. */
export function productsPageOf(all: Product[]) {
  return (request: StubRequest) => {
    const page = Number(request.query.get('page') ?? 1);
    const items = all.slice((page - 1) * 10, page * 10);
    return ok({ items, total: all.length, page, pages: Math.ceil(all.length / 10), limit: 10 });
  };
}
