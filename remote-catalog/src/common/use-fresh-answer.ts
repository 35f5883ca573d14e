import { useState } from 'react';

/**
 * The data of a query answered during this visit, not a cached copy of an earlier one: an edit
 * form starts from the entity as the server has it now, and stays mounted while a save's
 * invalidation refetches it behind the form.
 */
export function useFreshAnswer<T>(query: { data?: T; fulfilledTimeStamp?: number }): T | undefined {
  const [openedAt] = useState(() => Date.now());
  return query.data && (query.fulfilledTimeStamp ?? 0) >= openedAt ? query.data : undefined;
}
