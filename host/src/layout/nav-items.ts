import {
  BoxRegular,
  BuildingShopRegular,
  GridRegular,
  HomeRegular,
  LocationRegular,
  PeopleRegular,
  ReceiptRegular,
} from '@fluentui/react-icons';
import type { ComponentType } from 'react';

export interface NavItem {
  /** Key under nav.* in the host catalogue. */
  key: 'dashboard' | 'shops' | 'categories' | 'products' | 'orders' | 'locations' | 'users';
  to: string;
  Icon: ComponentType<{ className?: string }>;
}

// spec §1: the side navigation lists Dashboard, Shops, Categories, Products, Orders, Locations, Users.
export const NAV_ITEMS: readonly NavItem[] = [
  { key: 'dashboard', to: '/', Icon: HomeRegular },
  { key: 'shops', to: '/shops', Icon: BuildingShopRegular },
  { key: 'categories', to: '/categories', Icon: GridRegular },
  { key: 'products', to: '/products', Icon: BoxRegular },
  { key: 'orders', to: '/orders', Icon: ReceiptRegular },
  { key: 'locations', to: '/locations', Icon: LocationRegular },
  { key: 'users', to: '/users', Icon: PeopleRegular },
];
