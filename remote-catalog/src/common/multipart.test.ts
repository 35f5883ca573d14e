import { toCatalogFormData } from './multipart';

describe('toCatalogFormData', () => {
  it('sends every field as text, booleans as true/false, and leaves out null and undefined', () => {
    const form = toCatalogFormData({ name: 'Fresh', shopId: 3, isOpen: false, freeDelivery: true, closeTime: '', skip: null, gone: undefined });
    expect(Object.fromEntries(form.entries())).toEqual({
      name: 'Fresh',
      shopId: '3',
      isOpen: 'false',
      freeDelivery: 'true',
      closeTime: '',
    });
  });

  it('adds the picture as `file` only when one was chosen', () => {
    const picture = new File(['png'], 'shop.png', { type: 'image/png' });
    const withFile = toCatalogFormData({ name: 'A' }, picture);
    expect(withFile.get('file')).toBeInstanceOf(File);
    expect((withFile.get('file') as File).name).toBe('shop.png');
    expect(toCatalogFormData({ name: 'A' }, null).has('file')).toBe(false);
  });
});
