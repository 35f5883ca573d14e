/** A count as every count on screen reads: '1,234', or '100+' when there are more (the API's totalCapped). */
export const countText = (count: number, capped = false): string => `${count.toLocaleString('en-US')}${capped ? '+' : ''}`;
