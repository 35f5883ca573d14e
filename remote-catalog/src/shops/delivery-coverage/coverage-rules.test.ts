import { coverageBody, draftsOf, rowErrorsOf, withZones, type ZoneDraft } from './coverage-draft';
import { feeFils, isAboveCap, validateZoneTerms } from './coverage-rules';

const terms = (deliveryFee: string, minBasket = '5.000', etaMinutes = '45') => ({ deliveryFee, minBasket, etaMinutes });
const salmiya = { id: 21, governorateId: 2, name: 'Salmiya', name_ar: 'السالمية' };
const jabriya = { id: 22, governorateId: 2, name: 'Jabriya', name_ar: 'الجابرية' };
const block10 = { id: 211, name: 'Block 10', name_ar: 'قطعة 10' };

describe('a zone’s terms (decisions/delivery-coverage.md)', () => {
  it('takes KWD to the fils and whole minutes from 5 to 600', () => {
    expect(validateZoneTerms(terms('0.250'))).toEqual({});
    expect(validateZoneTerms(terms('0', '0', '5'))).toEqual({});
    expect(validateZoneTerms(terms('1', '12.5', '600'))).toEqual({});
  });

  it('refuses a fee with more than 3 decimals, a negative one, and words', () => {
    expect(validateZoneTerms(terms('0.2505')).deliveryFee).toBe('decimals');
    expect(validateZoneTerms(terms('-0.250')).deliveryFee).toBe('negative');
    expect(validateZoneTerms(terms('-1')).deliveryFee).toBe('negative');
    expect(validateZoneTerms(terms('abc')).deliveryFee).toBe('amountInvalid');
    expect(validateZoneTerms(terms('0.250', '-2')).minBasket).toBe('negative');
    expect(validateZoneTerms(terms('1000.001')).deliveryFee).toBe('amountTooHigh');
    expect(validateZoneTerms(terms('1000')).deliveryFee).toBeUndefined();
  });

  it('asks for every term, and an ETA in range', () => {
    expect(validateZoneTerms({ deliveryFee: ' ', minBasket: '', etaMinutes: '' })).toEqual({ deliveryFee: 'feeRequired', minBasket: 'minBasketRequired', etaMinutes: 'etaRequired' });
    expect(validateZoneTerms(terms('0.250', '5', '4')).etaMinutes).toBe('etaRange');
    expect(validateZoneTerms(terms('0.250', '5', '601')).etaMinutes).toBe('etaRange');
    expect(validateZoneTerms(terms('0.250', '5', '30.5')).etaMinutes).toBe('etaRange');
  });

  it('compares a fee with the cap in fils, never above it for a free-delivery shop', () => {
    expect(feeFils('0.25')).toBe(250);
    expect(feeFils(0.5)).toBe(500);
    expect(isAboveCap('0.501', 0.5, false)).toBe(true);
    expect(isAboveCap('0.500', 0.5, false)).toBe(false);
    expect(isAboveCap('0.750', 0.5, true)).toBe(false);
    expect(isAboveCap('0.5001', 0.5, false)).toBe(false);
  });
});

describe('the editor’s rows', () => {
  const saved = draftsOf([
    { id: 1, area: salmiya, block: null, deliveryFee: 0.25, minBasket: 5, etaMinutes: 45 },
    { id: 2, area: salmiya, block: block10, deliveryFee: 0.5, minBasket: 3, etaMinutes: 30 },
  ]);

  it('start from the saved zones, KWD with 3 decimals', () => {
    expect(saved.map(({ key, deliveryFee, minBasket, etaMinutes }) => [key, deliveryFee, minBasket, etaMinutes])).toEqual([
      ['area:21', '0.250', '5.000', '45'],
      ['block:211', '0.500', '3.000', '30'],
    ]);
  });

  it('take added places on their terms: a place listed already is updated in its row, a new one is added last', () => {
    const next = withZones(saved, [{ area: salmiya, block: null }, { area: jabriya, block: null }], terms('0.300'));
    expect(next.map((row) => [row.key, row.deliveryFee])).toEqual([
      ['area:21', '0.300'],
      ['block:211', '0.500'],
      ['area:22', '0.300'],
    ]);
  });

  it('are sent in the table’s order, by areaId or blockId, as numbers', () => {
    expect(coverageBody(saved)).toEqual({
      zones: [
        { areaId: 21, deliveryFee: 0.25, minBasket: 5, etaMinutes: 45 },
        { blockId: 211, deliveryFee: 0.5, minBasket: 3, etaMinutes: 30 },
      ],
    });
  });

  it('find the server’s messages by the row they name', () => {
    // An ApiError as the base query hands it over.
    const error = { status: 400, message: 'Validation failed', errors: { 'zones.1.deliveryFee': 'Above the highest fee', 'zones.0': 'Salmiya is named twice', other: 'ignored' } };
    const rows: ZoneDraft[] = saved;
    expect(rowErrorsOf(error, rows)).toEqual({ 'block:211': { deliveryFee: 'Above the highest fee' }, 'area:21': { place: 'Salmiya is named twice' } });
  });
});
