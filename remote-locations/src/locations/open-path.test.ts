import { areaNode, blockNode, governorateNode } from './location-node';
import { NOTHING_OPEN, openItemsOf, openPathAfter, toggleOpenPath } from './open-path';

const hawalli = governorateNode({ id: 1, name: 'Hawalli', name_ar: 'حولي' });
const salmiya = areaNode({ id: 10, governorateId: 1, name: 'Salmiya', name_ar: 'السالمية' });
const block1 = blockNode({ id: 100, areaId: 10, name: 'Block 1', name_ar: '' }, 1);

describe('the open path (spec §2: one governorate and one area open at a time)', () => {
  it('opening a governorate closes the other governorate and any open area', () => {
    const path = toggleOpenPath({ governorateId: 1, areaId: 10 }, 'governorate:2', true);
    expect(path).toEqual({ governorateId: 2, areaId: null });
    expect(openItemsOf(path)).toEqual(['governorate:2']);
  });

  it('opening an area keeps its governorate and closes the sibling area', () => {
    expect(toggleOpenPath({ governorateId: 1, areaId: 10 }, 'area:11', true)).toEqual({ governorateId: 1, areaId: 11 });
  });

  it('closing a governorate closes everything under it; closing an area keeps its governorate', () => {
    expect(toggleOpenPath({ governorateId: 1, areaId: 10 }, 'governorate:1', false)).toEqual(NOTHING_OPEN);
    expect(toggleOpenPath({ governorateId: 1, areaId: 10 }, 'area:10', false)).toEqual({ governorateId: 1, areaId: null });
  });

  it('ignores blocks (leaves) and values it does not know', () => {
    const path = { governorateId: 1, areaId: 10 };
    expect(toggleOpenPath(path, 'block:100', true)).toBe(path);
    expect(toggleOpenPath(path, 'area-notice', true)).toBe(path);
  });

  it('never lists an area without its governorate', () => {
    expect(openItemsOf({ governorateId: null, areaId: 10 })).toEqual([]);
  });
});

describe('re-expansion after a change (spec §4 Location tree)', () => {
  it('re-opens the parent path of an edited or deleted block', () => {
    for (const change of ['updated', 'deleted'] as const) {
      expect(openPathAfter(NOTHING_OPEN, block1, change)).toEqual({ governorateId: 1, areaId: 10 });
    }
  });

  it('re-opens the governorate of an edited area and keeps the area open', () => {
    expect(openPathAfter(NOTHING_OPEN, salmiya, 'updated')).toEqual({ governorateId: 1, areaId: null });
    expect(openPathAfter({ governorateId: 1, areaId: 10 }, salmiya, 'updated')).toEqual({ governorateId: 1, areaId: 10 });
  });

  it('closes a deleted area but keeps its governorate open', () => {
    expect(openPathAfter({ governorateId: 1, areaId: 10 }, salmiya, 'deleted')).toEqual({ governorateId: 1, areaId: null });
  });

  it('closes everything when the open governorate is deleted, and nothing otherwise', () => {
    expect(openPathAfter({ governorateId: 1, areaId: 10 }, hawalli, 'deleted')).toEqual(NOTHING_OPEN);
    expect(openPathAfter({ governorateId: 2, areaId: 20 }, hawalli, 'deleted')).toEqual({ governorateId: 2, areaId: 20 });
    expect(openPathAfter({ governorateId: 1, areaId: 10 }, hawalli, 'updated')).toEqual({ governorateId: 1, areaId: 10 });
  });

  it('opens the parents of a new area or block so it is in sight', () => {
    expect(openPathAfter({ governorateId: 2, areaId: 20 }, salmiya, 'added')).toEqual({ governorateId: 1, areaId: null });
    expect(openPathAfter(NOTHING_OPEN, block1, 'added')).toEqual({ governorateId: 1, areaId: 10 });
  });
});
