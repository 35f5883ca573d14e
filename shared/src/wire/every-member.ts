/**
 * decisions/contract.md: the members of a wire union (api-contract.ts) the panel walks at run
 * time — the order statuses, a select's preset reasons — as one list in the order the screen
 * shows them. The type check fails when the list names a value the API does not know, or leaves
 * out one it does (its error names the `missing` one): a status or reason the API adds is placed
 * here in the same change.
 *
 *   export const ORDER_REASON_CODES = everyMember<OrderReasonCode>()(['outOfStock', …]);
 */
export const everyMember =
  <Union extends string>() =>
  <const List extends readonly Union[]>(list: List & ([Exclude<Union, List[number]>] extends [never] ? unknown : { missing: Exclude<Union, List[number]> })): List =>
    list;
