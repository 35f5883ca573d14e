/**
 * A reason staff give (an order's reject or cancel, a shop's pause): one of the screen's presets,
 * sent and stored as its code so each reader sees it in their own language, or words typed, kept
 * as typed. Stored texts from before the codes stay readable: they are words.
 */
export interface ReasonDraft<Code extends string = string> {
  /** The preset chosen (one of the API's codes for the screen's reasons), while the field still holds its words; null for words typed. */
  code: Code | null;
  /** What the field shows. */
  text: string;
}

export const NO_REASON: ReasonDraft<never> = { code: null, text: '' };

/** A preset chosen: its words (in the current language) fill the field. */
export const presetReason = <Code extends string>(code: Code, label: string): ReasonDraft<Code> => ({ code, text: label });

/** A keystroke: the words are the reader's own from now on. */
export const typedReason = (text: string): ReasonDraft<never> => ({ code: null, text });

/** What the API gets: the preset's code, or the words trimmed; nothing for a blank field. */
export function reasonBody<Code extends string>(draft: ReasonDraft<Code>): { reasonCode?: Code; reason?: string } {
  if (draft.code) return { reasonCode: draft.code };
  const typed = draft.text.trim();
  return typed ? { reason: typed } : {};
}

/**
 * A stored reason in the reader's language: a preset's code through `label` (undefined for a code
 * this screen does not know), else the text as stored; null when there is none.
 */
export function reasonText(stored: { reasonCode?: string | null; reason?: string | null }, label: (code: string) => string | undefined): string | null {
  const preset = stored.reasonCode ? label(stored.reasonCode) : undefined;
  return preset ?? (stored.reason?.trim() || null);
}
