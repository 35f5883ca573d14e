// Staff type numbers with the keyboard they have: Arabic-Indic digits (٠–٩, what `ar-KW`
// formatting and Arabic keyboards produce) and Persian ones (۰–۹) are read as Latin digits, and
// the Arabic decimal separator (٫) as a point (decisions/search.md).

const ARABIC_INDIC_ZERO = 0x0660;
const PERSIAN_ZERO = 0x06f0;

/** The text with every Arabic-Indic or Persian digit as its Latin digit, and '٫' as '.'. */
export function toLatinDigits(text: string): string {
  return text.replace(/[\u0660-\u0669\u06f0-\u06f9\u066b]/g, (char) => {
    if (char === '\u066b') return '.';
    const code = char.charCodeAt(0);
    return String(code - (code >= PERSIAN_ZERO ? PERSIAN_ZERO : ARABIC_INDIC_ZERO));
  });
}
