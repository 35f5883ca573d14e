import { isValidLocalPhone, sanitizePhoneInput, toScreenPhone, toWirePhone } from './phone';

describe('phone helpers (spec §3, §5, §9)', () => {
  it('sends phones with +965', () => {
    expect(toWirePhone('12345678')).toBe('+96512345678');
    expect(toWirePhone('+96512345678')).toBe('+96512345678');
    expect(toWirePhone('')).toBe('');
  });

  it('shows phones without the country code', () => {
    expect(toScreenPhone('+96512345678')).toBe('12345678');
    expect(toScreenPhone('+965 1234 5678')).toBe('12345678');
    expect(toScreenPhone('0096512345678')).toBe('12345678');
    expect(toScreenPhone('96512345678')).toBe('12345678');
    expect(toScreenPhone('12345678')).toBe('12345678');
    expect(toScreenPhone(null)).toBe('');
  });

  it('strips non-digits from input and caps it at 8 digits', () => {
    expect(sanitizePhoneInput('12a34-56 78')).toBe('12345678');
    expect(sanitizePhoneInput('1234567890')).toBe('12345678');
    expect(sanitizePhoneInput('abc')).toBe('');
  });

  it('drops a pasted country code before capping', () => {
    expect(sanitizePhoneInput('+965 5555 1234')).toBe('55551234');
  });

  it('accepts exactly 8 digits', () => {
    expect(isValidLocalPhone('12345678')).toBe(true);
    expect(isValidLocalPhone('1234567')).toBe(false);
    expect(isValidLocalPhone('123456789')).toBe(false);
  });
});
