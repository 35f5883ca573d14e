import { divideHalfUp, filsToKwd, kgToGrams, kwdToFils, weightLineFils } from './fils';

describe('weightLineFils: kg × price per kg, half-up to the fil', () => {
  it("bills the issue's example: 1.130 kg × 0.450 KWD/kg = 0.5085 → 0.509", () => {
    expect(weightLineFils('1.130', '0.450')).toBe(509);
    expect(filsToKwd(weightLineFils('1.130', '0.450'))).toBe('0.509');
  });

  it.each([
    // kg, price per kg, fils: exact products stay exact; a half fil goes up, less goes down.
    ['1', '6.750', 6750],
    ['0.250', '3.200', 800],
    ['0.001', '0.500', 1], // 0.5 fils → 1
    ['0.001', '0.499', 0], // 0.499 fils → 0
    ['0.333', '1.001', 333], // 333.333 → 333
    ['2.5', '0.391', 978], // 977.5 → 978
    ['0.1', '0.005', 1], // 0.5 → 1
    ['0.7', '0.1', 70], // 0.7 × 0.1 as floats is 0.06999999999999999
    ['50.000', '999999999.999', 49999999999950], // beyond a float's exact fils × grams product
  ])('%s kg at %s KWD/kg is %i fils', (kg, price, fils) => {
    expect(weightLineFils(kg, price)).toBe(fils);
  });

  it('refuses what is not an exact amount: more than 3 decimals, a sign, an exponent', () => {
    for (const bad of ['1.2345', '-1', '1e3', '', 'abc', '0.5.1']) {
      expect(() => weightLineFils(bad, '1')).toThrow(RangeError);
      expect(() => weightLineFils('1', bad)).toThrow(RangeError);
    }
  });
});

describe('the integer helpers', () => {
  it('divides half-up', () => {
    expect(divideHalfUp(5085n, 10n)).toBe(509n);
    expect(divideHalfUp(5084n, 10n)).toBe(508n);
    expect(divideHalfUp(0n, 7n)).toBe(0n);
  });

  it('reads KWD and kg exactly and writes fils back as numeric(12,3) does', () => {
    expect(kwdToFils('1.25')).toBe(1250);
    expect(kwdToFils('007.100')).toBe(7100);
    expect(kgToGrams('0.250')).toBe(250);
    expect(filsToKwd(509)).toBe('0.509');
    expect(filsToKwd(123456789999)).toBe('123456789.999');
    expect(filsToKwd(-1250)).toBe('-1.250');
    expect(filsToKwd(0)).toBe('0.000');
    expect(() => filsToKwd(0.5)).toThrow(RangeError);
  });
});
