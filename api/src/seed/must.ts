/** `value`, which the caller knows is there (a key it just put in a map); else a clear error. */
export function must<T>(value: T | null | undefined, what: string): T {
  if (value === undefined || value === null) throw new Error(`Missing ${what}`);
  return value;
}
