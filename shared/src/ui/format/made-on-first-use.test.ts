import { madeOnFirstUse } from './made-on-first-use';

describe('madeOnFirstUse', () => {
  it('makes its value when first asked, and only then', () => {
    const make = jest.fn(() => ({ made: true }));
    const value = madeOnFirstUse(make);
    expect(make).not.toHaveBeenCalled();
    const first = value();
    expect(value()).toBe(first);
    expect(make).toHaveBeenCalledTimes(1);
  });

  it('keeps the money and day formatters out of the bundle evaluation (the sign-in page never formats money)', () => {
    const numberFormat = jest.spyOn(Intl, 'NumberFormat');
    const dateTimeFormat = jest.spyOn(Intl, 'DateTimeFormat');
    try {
      jest.isolateModules(() => {
        const { formatKwd } = require('./format-kwd') as typeof import('./format-kwd');
        const { kuwaitDay } = require('./format-date-time') as typeof import('./format-date-time');
        expect(numberFormat).not.toHaveBeenCalled();
        expect(dateTimeFormat).not.toHaveBeenCalled();
        expect(formatKwd(1.25)).toBe('KWD 1.250');
        expect(formatKwd(1000)).toBe('KWD 1,000.000');
        expect(kuwaitDay(new Date('2026-11-28T21:30:00Z'))).toBe('2026-11-29');
        expect(kuwaitDay(new Date('2026-11-28T20:59:00Z'))).toBe('2026-11-28');
        // Made once each, not once a row.
        expect(numberFormat).toHaveBeenCalledTimes(1);
        expect(dateTimeFormat).toHaveBeenCalledTimes(1);
      });
    } finally {
      numberFormat.mockRestore();
      dateTimeFormat.mockRestore();
    }
  });
});
