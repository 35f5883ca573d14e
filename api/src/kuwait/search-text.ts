// What every list's search shares (decisions/search.md). The normalising itself (alef forms, taa marbuta,
// alef maqsura, diacritics, tatweel, digits, case) is the database's dukkan_search_text
// (migration 0008), applied alike to the rows' indexed text and to what staff type.

/** Digits staff type in Arabic-Indic (U+0660–9) or Persian (U+06F0–9), read as Latin ones. */
export const latinDigits = (text: string) => text.replace(/[\u0660-\u0669\u06F0-\u06F9]/g, (digit) => String(digit.charCodeAt(0) & 0xf));

/** A LIKE pattern that finds `text` anywhere, the user's `%`, `_` and `\` taken literally. */
export const containing = (text: string) => `%${text.replace(/[\\%_]/g, '\\$&')}%`;
