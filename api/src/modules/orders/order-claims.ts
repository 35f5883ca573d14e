import { sql, type SQL } from 'drizzle-orm';
import { DEFAULT_CLAIM_IDLE_MINUTES } from '../desk-settings/desk-settings';

// decisions/order-workspace.md: a claim is held while its holder's last activity on the order is younger than the
// desk settings' claim idle minutes. Every read judges it with these fragments, so an idle claim is
// over at once, without a timer per order; the desk's upkeep (ops/order-desk-upkeep.ts) clears it
// onto the timeline later.

/** How long a claim may idle: the saved settings' (read once per statement), or the default before any. */
const claimIdle = sql`make_interval(mins => coalesce((SELECT claim_idle_minutes FROM desk_settings WHERE id = 1), ${DEFAULT_CLAIM_IDLE_MINUTES}::int))`;

/** "The order `alias` (a row of orders) is claimed now." */
export const claimHeld = (alias = 'o'): SQL => {
  const o = sql.identifier(alias);
  return sql`(${o}.claimed_by IS NOT NULL AND ${o}.claim_active_at > now() - ${claimIdle})`;
};

/** When the claim of order `alias` runs out unless its holder acts on the order. */
export const claimExpiresAt = (alias = 'o'): SQL => sql`${sql.identifier(alias)}.claim_active_at + ${claimIdle}`;
