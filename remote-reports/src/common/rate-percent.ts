import { madeOnFirstUse } from '@dukkan/shared';

/** One formatter for every rate's percentage (commission rates, promotions), made when first shown. */
const percentFormat = madeOnFirstUse(() => new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 }));

/** A percentage as the API keeps it (up to 2 decimals), Latin digits as every number of the panel: 12.5, not 12.50. */
export const ratePercent = (percent: number) => percentFormat().format(percent);
