import { normalizeKuwaitPhone } from '../../kuwait/kuwait-phone';
import { shopFormRules, shopLocationRules, TIME_PATTERN } from './shops-rules';

describe('normalizeKuwaitPhone: stored as +965XXXXXXXX (spec §3)', () => {
  it.each([
    ['22345678', '+96522345678'],
    ['+96522345678', '+96522345678'],
    ['+965 2234 5678', '+96522345678'],
    ['00965-2234-5678', '+96522345678'],
    ['96522345678', '+96522345678'],
  ])('reads %j as %j', (raw, stored) => expect(normalizeKuwaitPhone(raw)).toBe(stored));
  it.each(['2234567', '223456789', '+96622345678', '+965223456789', 'abcdefgh', ''])('refuses %j', (raw) =>
    expect(normalizeKuwaitPhone(raw)).toBeNull(),
  );
});

describe('TIME_PATTERN (HH:MM)', () => {
  it.each(['00:00', '07:30', '23:59'])('accepts %s', (time) => expect(TIME_PATTERN.test(time)).toBe(true));
  it.each(['24:00', '7:30', '12:60', '12:30:00', 'noon'])('refuses %s', (time) => expect(TIME_PATTERN.test(time)).toBe(false));
});

describe('shopFormRules', () => {
  it('gives every spec §5 message for an empty create form', () => {
    expect(shopFormRules({}, 'create', { sent: false, existing: false }).errors).toEqual({
      name: 'Shop name is required',
      phone: 'Phone number is required',
      governorateId: 'Governorate is required',
      areaId: 'Area is required',
      blockId: 'Block is required',
      openTime: 'Open time is required',
      image: 'Shop image is required',
    });
  });
});

describe('shopLocationRules', () => {
  const ids = { governorateId: 1, areaId: 2, blockId: 3 };
  it('accepts a block in the area in the governorate', () => {
    expect(shopLocationRules({ governorateExists: true, areaGovernorateId: 1, blockAreaId: 2 }, ids)).toEqual({});
  });
  it('names the field that does not fit', () => {
    expect(shopLocationRules({ governorateExists: true, areaGovernorateId: 9, blockAreaId: 9 }, ids)).toEqual({
      areaId: 'The selected area is not in the selected governorate',
      blockId: 'The selected block is not in the selected area',
    });
  });
});
