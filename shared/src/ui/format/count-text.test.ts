import { countText } from './count-text';

describe('countText', () => {
  it('writes a count as every count on screen: grouped, "+" when capped', () => {
    expect(countText(1500)).toBe('1,500');
    expect(countText(100, true)).toBe('100+');
  });
});
