import type { RemoteRoute } from '@dukkan/shared';
import { CategoriesPage } from '../categories/CategoriesPage';
import { CategoryFormPage } from '../categories/CategoryFormPage';
import { ProductFormPage } from '../products/ProductFormPage';
import { ProductImportPage } from '../products/import/ProductImportPage';
import { ProductsPage } from '../products/ProductsPage';
import { ShopFormPage } from '../shops/ShopFormPage';
import { ShopsCalendarPage } from '../shops/ShopsCalendarPage';
import { ShopsPage } from '../shops/ShopsPage';

const routes: RemoteRoute[] = [
  { path: '/shops', element: <ShopsPage /> },
  { path: '/shops/add', element: <ShopFormPage mode="create" /> },
  { path: '/shops/edit/:id', element: <ShopFormPage mode="edit" /> },
  { path: '/shops/calendar', element: <ShopsCalendarPage /> },
  { path: '/categories', element: <CategoriesPage /> },
  { path: '/categories/add', element: <CategoryFormPage mode="create" /> },
  { path: '/categories/edit/:id', element: <CategoryFormPage mode="edit" /> },
  { path: '/products', element: <ProductsPage /> },
  { path: '/products/add', element: <ProductFormPage mode="create" /> },
  { path: '/products/edit/:id', element: <ProductFormPage mode="edit" /> },
  { path: '/products/import', element: <ProductImportPage /> },
  { path: '/products/category/:categoryId', element: <ProductsPage /> },
];
export default routes;
