import { shopFixture } from '../test-utils/shop-fixtures';
import { EMPTY_SHOP_FORM, shopFormValues, toShopSave, validateShopForm, type ShopFormValues } from './shop-form-rules';
import { shopsEn } from './shops.en';

const valid: ShopFormValues = {
  ...EMPTY_SHOP_FORM,
  name: 'Fresh Market',
  phone: '12345678',
  governorateId: '1',
  areaId: '11',
  blockId: '111',
  openTime: '08:00',
};
const withImage = { chosen: true, existing: false };
const message = (values: ShopFormValues, image = withImage) =>
  Object.fromEntries(Object.entries(validateShopForm(values, image)).map(([field, key]) => [field, key && shopsEn.rules[key]]));

describe("shop form rules (spec §5 'Shop form')", () => {
  it('accepts a complete shop; the Arabic name and close time are not enforced', () => {
    expect(validateShopForm(valid, withImage)).toEqual({});
  });

  it('gives every required field its message, word for word', () => {
    expect(message(EMPTY_SHOP_FORM, { chosen: false, existing: false })).toEqual({
      name: 'Shop name is required',
      phone: 'Phone number is required',
      governorateId: 'Governorate is required',
      areaId: 'Area is required',
      blockId: 'Block is required',
      openTime: 'Open time is required',
      image: 'Shop image is required',
    });
  });

  it('wants exactly 8 digits in the phone', () => {
    expect(message({ ...valid, phone: '1234567' })).toEqual({ phone: 'Phone number must be exactly 8 digits' });
    expect(message({ ...valid, phone: '1234567a' })).toEqual({ phone: 'Phone number must be exactly 8 digits' });
  });

  it('counts a blank name as missing', () => {
    expect(message({ ...valid, name: '   ' })).toEqual({ name: 'Shop name is required' });
  });

  it('needs no new image when the shop already has one', () => {
    expect(validateShopForm(valid, { chosen: false, existing: true })).toEqual({});
  });
});

describe('the shop form and its substitute rule (decisions/picking.md)', () => {
  it("reads the shop's rule, 'cap' for a new shop or one from a server without it, and saves the one in the form", () => {
    expect(shopFormValues(shopFixture(3, { substitutePolicy: 'ask' })).substitutePolicy).toBe('ask');
    const { substitutePolicy: _none, ...older } = shopFixture(3);
    expect(shopFormValues(older).substitutePolicy).toBe('cap');
    expect(shopFormValues().substitutePolicy).toBe('cap');
    expect(toShopSave({ ...valid, substitutePolicy: 'ask' }, null).substitutePolicy).toBe('ask');
  });
});
