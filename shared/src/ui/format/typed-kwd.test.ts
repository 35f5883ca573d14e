import { typedKwdToFils } from './typed-kwd';

it('reads an amount typed with Arabic digits, exactly to the fil', () => {
  expect(typedKwdToFils('١٫٢٥')).toBe(1250);
  expect(typedKwdToFils(' 0.005 ')).toBe(5);
  expect(typedKwdToFils('1.2345')).toBeNull();
  expect(typedKwdToFils('abc')).toBeNull();
});
