import { useEffect, useState } from 'react';

/**
 * `value`, once it has stayed the same for `delayMs` (decisions/search.md: a search box asks the server when
 * the typing pauses, not on every key). The first value is answered at once.
 */
export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
