import { pagedList } from '@dukkan/shared/test-utils';
import type { Category } from '../categories/categories-api';

/** A category as the API answers it, for tests. */
export function categoryFixture(id: number, overrides: Partial<Category> = {}): Category {
  return {
    id,
    name: `Category ${id}`,
    name_ar: `فئة ${id}`,
    image: `http://localhost:4000/uploads/category-${id}.png`,
    imageThumbnail: `http://localhost:4000/uploads/category-${id}.thumbnail.webp`,
    imagePreview: `http://localhost:4000/uploads/category-${id}.preview.webp`,
    shopId: 5,
    shop: {
      id: 5,
      name: 'Fresh Market',
      name_ar: 'السوق الطازج',
      image: 'http://localhost:4000/uploads/shop-5.png',
      imageThumbnail: 'http://localhost:4000/uploads/shop-5.thumbnail.webp',
      imagePreview: 'http://localhost:4000/uploads/shop-5.preview.webp',
    },
    ...overrides,
  };
}

/** GET categories?page&limit over `categories`, in our API's list shape. */
export const categoryPages = (categories: Category[]) => pagedList(categories);
