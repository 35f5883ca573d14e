import { NO_REASON, presetReason, reasonBody, reasonText, typedReason } from './preset-reason';

describe('preset reason or words typed', () => {
  const labels: Record<string, string> = { outOfStock: 'نفدت الكمية' };
  const label = (code: string) => labels[code];

  it('sends a preset as its code, words typed as they read (trimmed), and nothing for a blank field', () => {
    expect(reasonBody(presetReason('outOfStock', 'Out of stock'))).toEqual({ reasonCode: 'outOfStock' });
    expect(reasonBody(typedReason('  Customer called twice '))).toEqual({ reason: 'Customer called twice' });
    expect(reasonBody(typedReason('   '))).toEqual({});
    expect(reasonBody(NO_REASON)).toEqual({});
  });

  it('turns a preset into words of the reader\'s own once they type', () => {
    expect(typedReason('Out of stock, milk')).toEqual({ code: null, text: 'Out of stock, milk' });
  });

  it('reads a code in the reader\'s language, and words (old ones too) as stored', () => {
    expect(reasonText({ reasonCode: 'outOfStock', reason: 'Out of stock' }, label)).toBe('نفدت الكمية');
    expect(reasonText({ reasonCode: 'newCode', reason: 'Something new' }, label)).toBe('Something new');
    expect(reasonText({ reasonCode: null, reason: 'Out of stock' }, label)).toBe('Out of stock');
    expect(reasonText({ reason: null }, label)).toBeNull();
  });
});
