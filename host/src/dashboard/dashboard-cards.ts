import {
  BoxRegular,
  BuildingShopRegular,
  GridRegular,
  LocationRegular,
  PeopleRegular,
  ReceiptRegular,
} from '@fluentui/react-icons';
import type { ComponentType } from 'react';
import type { DashboardStats } from './dashboard-api';

export interface DashboardCard {
  /** Key under nav.* in the host catalogue (the card titles are the navigation's words). */
  key: 'shops' | 'categories' | 'products' | 'orders' | 'locations' | 'users';
  to: string;
  stat: keyof DashboardStats;
  Icon: ComponentType<{ className?: string }>;
}

// spec §2 (/): six cards, each a link to its list.
export const DASHBOARD_CARDS: readonly DashboardCard[] = [
  { key: 'shops', to: '/shops', stat: 'totalShops', Icon: BuildingShopRegular },
  { key: 'categories', to: '/categories', stat: 'totalCategories', Icon: GridRegular },
  { key: 'products', to: '/products', stat: 'totalProducts', Icon: BoxRegular },
  { key: 'orders', to: '/orders', stat: 'totalOrders', Icon: ReceiptRegular },
  { key: 'locations', to: '/locations', stat: 'totalLocations', Icon: LocationRegular },
  { key: 'users', to: '/users', stat: 'totalUsers', Icon: PeopleRegular },
];
