import type { Shop } from './shops-api';

export interface ShopFormProps {
  /**
   * The shop being edited, as loaded from `shop/{id}`; without it the form creates a shop.
   * Its values fill the form once, and its image stays unless a new file replaces it.
   */
  shop?: Shop;
}
