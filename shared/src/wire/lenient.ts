/**
 * A wire type as the panel reads it from any server spec §3 allows: each field, nested ones too,
 * may be missing or null, and a number may come as a numeric string; the readers fall back and
 * convert (order-view.ts reads an order so). Our API's answer (api-contract.ts) always fits it.
 */
export type Lenient<T> = T extends readonly (infer Item)[]
  ? Lenient<Item>[]
  : T extends object
    ? { [Key in keyof T]?: Lenient<T[Key]> | null }
    : T extends number
      ? T | string
      : T;
