import { guardedRoute, lazyScreen, type RemoteRoute } from '@dukkan/shared';

/**
 * Each screen for the roles whose permissions include what it needs (decisions/roles-and-audit.md: others are told so);
 * its code comes when its route is opened (lazyScreen: its chunk named after the route).
 */
const routes: RemoteRoute[] = [
  guardedRoute('/shops', 'shops.read', lazyScreen(() => import(/* webpackChunkName: "screen-shops" */ '../shops/ShopsPage'), 'ShopsPage')),
  guardedRoute('/shops/add', 'shops.write', lazyScreen(() => import(/* webpackChunkName: "screen-shops-add" */ '../shops/ShopFormPage'), 'ShopFormPage', { mode: 'create' })),
  guardedRoute('/shops/edit/:id', 'shops.write', lazyScreen(() => import(/* webpackChunkName: "screen-shops-edit-id" */ '../shops/ShopFormPage'), 'ShopFormPage', { mode: 'edit' })),
  guardedRoute('/shops/calendar', 'shops.write', lazyScreen(() => import(/* webpackChunkName: "screen-shops-calendar" */ '../shops/ShopsCalendarPage'), 'ShopsCalendarPage')),
  guardedRoute('/categories', 'catalog.read', lazyScreen(() => import(/* webpackChunkName: "screen-categories" */ '../categories/CategoriesPage'), 'CategoriesPage')),
  guardedRoute('/categories/add', 'catalog.write', lazyScreen(() => import(/* webpackChunkName: "screen-categories-add" */ '../categories/CategoryFormPage'), 'CategoryFormPage', { mode: 'create' })),
  guardedRoute('/categories/edit/:id', 'catalog.write', lazyScreen(() => import(/* webpackChunkName: "screen-categories-edit-id" */ '../categories/CategoryFormPage'), 'CategoryFormPage', { mode: 'edit' })),
  guardedRoute('/products', 'catalog.read', lazyScreen(() => import(/* webpackChunkName: "screen-products" */ '../products/ProductsPage'), 'ProductsPage')),
  guardedRoute('/products/add', 'catalog.write', lazyScreen(() => import(/* webpackChunkName: "screen-products-add" */ '../products/ProductFormPage'), 'ProductFormPage', { mode: 'create' })),
  guardedRoute('/products/edit/:id', 'catalog.write', lazyScreen(() => import(/* webpackChunkName: "screen-products-edit-id" */ '../products/ProductFormPage'), 'ProductFormPage', { mode: 'edit' })),
  guardedRoute('/products/import', 'catalog.write', lazyScreen(() => import(/* webpackChunkName: "screen-products-import" */ '../products/import/ProductImportPage'), 'ProductImportPage')),
  guardedRoute('/products/category/:categoryId', 'catalog.read', lazyScreen(() => import(/* webpackChunkName: "screen-products-category-categoryid" */ '../products/ProductsPage'), 'ProductsPage')),
];
export default routes;
