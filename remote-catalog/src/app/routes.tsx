import { guardedRoute, type RemoteRoute } from '@dukkan/shared';
import { CategoriesPage } from '../categories/CategoriesPage';
import { CategoryFormPage } from '../categories/CategoryFormPage';
import { ProductFormPage } from '../products/ProductFormPage';
import { ProductImportPage } from '../products/import/ProductImportPage';
import { ProductsPage } from '../products/ProductsPage';
import { ShopFormPage } from '../shops/ShopFormPage';
import { ShopsCalendarPage } from '../shops/ShopsCalendarPage';
import { ShopsPage } from '../shops/ShopsPage';

/** Each screen for the roles whose permissions include what it needs (decisions/roles-and-audit.md: others are told so). */
const routes: RemoteRoute[] = [
  guardedRoute('/shops', 'shops.read', <ShopsPage />),
  guardedRoute('/shops/add', 'shops.write', <ShopFormPage mode="create" />),
  guardedRoute('/shops/edit/:id', 'shops.write', <ShopFormPage mode="edit" />),
  guardedRoute('/shops/calendar', 'shops.write', <ShopsCalendarPage />),
  guardedRoute('/categories', 'catalog.read', <CategoriesPage />),
  guardedRoute('/categories/add', 'catalog.write', <CategoryFormPage mode="create" />),
  guardedRoute('/categories/edit/:id', 'catalog.write', <CategoryFormPage mode="edit" />),
  guardedRoute('/products', 'catalog.read', <ProductsPage />),
  guardedRoute('/products/add', 'catalog.write', <ProductFormPage mode="create" />),
  guardedRoute('/products/edit/:id', 'catalog.write', <ProductFormPage mode="edit" />),
  guardedRoute('/products/import', 'catalog.write', <ProductImportPage />),
  guardedRoute('/products/category/:categoryId', 'catalog.read', <ProductsPage />),
];
export default routes;
