import { type FormRules, typedLength } from '@dukkan/shared/kit';

// decisions/customers.md: the API's lengths, counted once trimmed, said before sending (its 400 says the same words).

/** A block's reason: 3 to 300 characters ("ok" says nothing to the next person who reads it). */
export const BLOCK_REASON_MIN = 3;
export const BLOCK_REASON_MAX = 300;
/** A note: 1 to 1000 characters (NotesThread checks them). */
export const NOTE_MAX = 1000;

export interface BlockValues {
  reason: string;
}
export const BLOCK_FIELDS = ['reason'] as const;
export type BlockField = (typeof BLOCK_FIELDS)[number];

/** values → { reason: catalogue key under customers.block.rules } (empty: it may be sent). */
export const validateBlock: FormRules<BlockValues, BlockField> = ({ reason }) => {
  const typed = typedLength(reason);
  return typed < BLOCK_REASON_MIN || typed > BLOCK_REASON_MAX ? { reason: 'reason' } : {};
};
