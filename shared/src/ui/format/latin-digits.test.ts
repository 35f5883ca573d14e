import { sanitizePhoneInput } from '../phone/phone';
import { toLatinDigits } from './latin-digits';

describe('numbers typed with Arabic or Persian digits (decisions/search.md)', () => {
  it('reads Arabic-Indic and Persian digits as Latin ones, and the Arabic decimal separator as a point', () => {
    expect(toLatinDigits('٠١٢٣٤٥٦٧٨٩')).toBe('0123456789');
    expect(toLatinDigits('۰۱۲۳۴۵۶۷۸۹')).toBe('0123456789');
    expect(toLatinDigits('١٫٢٥٠')).toBe('1.250');
    expect(toLatinDigits('KWD 1.250 / حليب')).toBe('KWD 1.250 / حليب');
  });

  it('keeps a phone typed in Arabic digits, code and all', () => {
    expect(sanitizePhoneInput('٩٩٨٨ ٧٧٦٦')).toBe('99887766');
    expect(sanitizePhoneInput('+٩٦٥ ٥٥٥٥-١٢٣٤')).toBe('55551234');
  });
});
