import { lineGroups, pickProgress, scanTarget, secondsLeft, clockText, substituteFils, typedGrams, weighedFils, weightRule } from './picking-rules';
import { hammour, labneh, makePickLine, makePicking, makeProduct } from './test-picking';

describe('the picking rules (decisions/picking.md)', () => {
  it('bills kg × price per kg half-up to the fil, as the API does: 1.130 kg × 0.450 KWD/kg = 0.509', () => {
    expect(weighedFils(1130, 450)).toBe(509); // 508.5 → 509
    expect(weighedFils(1000, 4500)).toBe(4500);
    expect(weighedFils(333, 1)).toBe(0); // 0.333 → 0
    expect(weighedFils(500, 1)).toBe(1); // 0.5 → 1
  });

  it('reads a weight typed in kg (Arabic digits too) to the gram, and says what is wrong with another', () => {
    expect(typedGrams('1.13')).toBe(1130);
    expect(typedGrams('١٫١٣٠')).toBe(1130);
    expect(typedGrams(' 2 ')).toBe(2000);
    expect(weightRule('')).toBe('weightRequired');
    expect(weightRule('abc')).toBe('weightInvalid');
    expect(weightRule('-1')).toBe('weightInvalid');
    expect(weightRule('1.1305')).toBe('weightDecimals');
    expect(weightRule('0')).toBe('weightZero');
    expect(weightRule('0.000')).toBe('weightZero');
    expect(weightRule('1000')).toBe('weightTooHeavy');
    expect(weightRule('999.001')).toBe('weightTooHeavy');
    expect(weightRule('999')).toBeNull();
    expect(weightRule('0.001')).toBeNull();
  });

  it("finds the open line a scanned barcode names (spaces and Arabic digits read), a line already done, or none of the order's", () => {
    const lines = [makePickLine({ state: 'picked', pickedQuantity: 2 }), labneh(), hammour()];
    expect(scanTarget(lines, '6281007020028')).toEqual({ kind: 'open', line: lines[1] });
    expect(scanTarget(lines, ' ٦٢٨١٠٠٧٠٢٠٠٢٨ ')).toEqual({ kind: 'open', line: lines[1] });
    expect(scanTarget(lines, '6281007020011')).toEqual({ kind: 'done', line: lines[0] });
    expect(scanTarget(lines, '123')).toEqual({ kind: 'unknown', code: '123' });
  });

  it('counts the lines as ordered, done when the server no longer counts them open', () => {
    const substituted = makePickLine({ state: 'substituted', lineTotal: 0 });
    const substitute = makePickLine({ id: 9, replacesItemId: 1, state: 'picked' });
    expect(pickProgress(makePicking([substituted, substitute, labneh(), hammour()]))).toEqual({ done: 1, total: 3 });
    expect(pickProgress(makePicking([]))).toEqual({ done: 0, total: 0 });
  });

  it('shows each substitute line with the line it replaces, first', () => {
    const milk = makePickLine({ state: 'substituted', lineTotal: 0 });
    const almarai = makePickLine({ id: 9, replacesItemId: 1, state: 'picked' });
    const orphan = makePickLine({ id: 10, replacesItemId: 99, state: 'picked' });
    expect(lineGroups([milk, labneh(), almarai, orphan]).map((group) => group.map((line) => line.id))).toEqual([[1, 9], [2], [10]]);
    expect(lineGroups([almarai, milk]).map((group) => group.map((line) => line.id))).toEqual([[1, 9]]);
  });

  it('prices a substitute as the API does: by the piece × quantity, by weight × the weight (else the estimate)', () => {
    expect(substituteFils(makeProduct({ price: 0.6 }), 2, null)).toBe(1200);
    expect(substituteFils(makeProduct({ price: 0.6 }), null, null)).toBeNull();
    const fish = makeProduct({ unit: 'weight', price: 4.9, estimatedWeight: 0.5 });
    expect(substituteFils(fish, 2, 1130)).toBe(5537); // 1.130 × 4.900 = 5.537
    expect(substituteFils(fish, 2, null)).toBe(4900); // 2 × about 0.500 kg
  });

  it('counts an asked customer down to the deadline, never below 0', () => {
    const now = Date.parse('2025-03-05T11:00:00.000Z');
    expect(secondsLeft('2025-03-05T11:10:00.000Z', now)).toBe(600);
    expect(clockText(600)).toBe('10:00');
    expect(clockText(65)).toBe('1:05');
    expect(secondsLeft('2025-03-05T10:59:00.000Z', now)).toBe(0);
  });
});
