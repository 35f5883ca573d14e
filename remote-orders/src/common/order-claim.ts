import { selectCurrentUser, useAppSelector } from '@dukkan/shared';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { ORDERS_NS } from '../i18n';
import type { Order, OrderStatus } from './order-types';

// decisions/order-workspace.md: who works on an order, read alike by the list, the popup, the order page and the moves.

/** The statuses an order can still be claimed in: a move to DELIVERED, CANCELLED or REJECTED ends its claim. */
export const CLAIMABLE_STATUSES: readonly OrderStatus[] = ['NEW', 'ACCEPTED', 'INTRANSIT'];

export const isClaimable = (order: Order) => CLAIMABLE_STATUSES.includes(order.status as OrderStatus);

/** Who holds the order: their name, and whether it is the reader; null when nobody does. */
export interface ClaimHolder {
  id: number | string;
  name: string;
  mine: boolean;
}

export function claimHolder(order: Pick<Order, 'claim'>, meId: number | string | undefined): ClaimHolder | null {
  const holder = order.claim?.holder;
  if (holder?.id === null || holder?.id === undefined) return null;
  return { id: holder.id, name: holder.name?.trim() ?? '', mine: meId !== undefined && String(holder.id) === String(meId) };
}

/** The words that say who holds it: 'Claimed by you', 'Claimed by Fatima Al-Sabah'. */
export const claimText = (holder: ClaimHolder, t: TFunction) => (holder.mine ? t('claim.byYou') : t('claim.by', { name: holder.name }));

/** The order's holder for the signed-in member of staff, and the words that say it. */
export function useClaimHolder(order: Pick<Order, 'claim'> | null | undefined): { holder: ClaimHolder | null; text: string | null } {
  const { t } = useTranslation(ORDERS_NS);
  const me = useAppSelector(selectCurrentUser)?.id;
  const holder = order ? claimHolder(order, me) : null;
  return { holder, text: holder ? claimText(holder, t) : null };
}
