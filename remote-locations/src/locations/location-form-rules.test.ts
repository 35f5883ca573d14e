import { canAddLocation, EMPTY_DRAFT, editToSave, namesOf } from './location-form-rules';

describe('add rules (spec §5 Locations)', () => {
  it('needs the English name for every level; the Arabic name is optional', () => {
    expect(canAddLocation('governorate', EMPTY_DRAFT)).toBe(false);
    expect(canAddLocation('governorate', { ...EMPTY_DRAFT, name: '   ' })).toBe(false);
    expect(canAddLocation('governorate', { ...EMPTY_DRAFT, name: 'Ahmadi' })).toBe(true);
  });

  it('needs a governorate for an area', () => {
    expect(canAddLocation('area', { ...EMPTY_DRAFT, name: 'Fintas' })).toBe(false);
    expect(canAddLocation('area', { ...EMPTY_DRAFT, name: 'Fintas', governorateId: 3 })).toBe(true);
  });

  it('needs an area for a block', () => {
    expect(canAddLocation('block', { ...EMPTY_DRAFT, name: 'Block 9', governorateId: 3 })).toBe(false);
    expect(canAddLocation('block', { ...EMPTY_DRAFT, name: 'Block 9', governorateId: 3, areaId: 30 })).toBe(true);
  });

  it('sends trimmed names', () => {
    expect(namesOf({ name: '  Ahmadi ', name_ar: ' الأحمدي ' })).toEqual({ name: 'Ahmadi', name_ar: 'الأحمدي' });
  });
});

describe('edit rules (spec §5 Locations)', () => {
  const original = { name: 'Salmiya', name_ar: 'السالمية' };

  it('saves nothing when nothing changed (spaces around the name included)', () => {
    expect(editToSave(original, { name: ' Salmiya ', name_ar: 'السالمية' })).toBeNull();
  });

  it('saves nothing when the name is empty', () => {
    expect(editToSave(original, { name: '  ', name_ar: 'سالمية' })).toBeNull();
  });

  it('saves a changed name', () => {
    expect(editToSave(original, { name: 'Salmiyah', name_ar: 'السالمية' })).toEqual({ name: 'Salmiyah', name_ar: 'السالمية' });
  });

  it('saves a change of the Arabic name alone, so that edit is not lost', () => {
    expect(editToSave(original, { name: 'Salmiya', name_ar: 'سالمية' })).toEqual({ name: 'Salmiya', name_ar: 'سالمية' });
  });
});
