/** The one success shape of the API (architecture §3). */
export const ok = <T>(data: T) => ({ success: true as const, data });
