import {
  defaultReconciliationRange,
  fileProblems,
  linesNarrowing,
  SETTLEMENT_FILE_MAX_BYTES,
  settlementLinesFilter,
  unmatchedLinesLink,
  validateImport,
  validateResolve,
} from './reconciliation-rules';

// decisions/reconciliation.md: the reconciliation screen's pure rules.

describe('the reconciliation’s rules', () => {
  it('shows the last 14 Kuwait days by default, today included', () => {
    // 21:30 UTC on 30 Nov is already 1 Dec in Kuwait (UTC+3).
    expect(defaultReconciliationRange(new Date('2026-11-30T21:30:00Z'))).toEqual({ from: '2026-11-18', to: '2026-12-01' });
    expect(defaultReconciliationRange(new Date('2026-03-14T08:00:00Z'))).toEqual({ from: '2026-03-01', to: '2026-03-14' });
  });

  it('reads the lines’ filters from the address as the API takes them: unmatched by default, unknown values dropped', () => {
    expect(settlementLinesFilter({ status: '', method: '', date: '' })).toEqual({ status: 'unmatched' });
    expect(settlementLinesFilter({ status: 'resolved', method: 'CARD', date: '2026-11-22' })).toEqual({ status: 'resolved', method: 'CARD', date: '2026-11-22' });
    // Cash has no settlement lines; a mistyped status or day is no filter.
    expect(settlementLinesFilter({ status: 'waiting', method: 'CASH', date: '22/11/2026' })).toEqual({ status: 'unmatched' });
  });

  it('says what narrows the lines besides their status', () => {
    expect(linesNarrowing({ status: 'resolved' })).toBe('');
    expect(linesNarrowing({ status: 'unmatched', method: 'KNET', date: '2026-11-22' })).toBe('method=KNET&date=2026-11-22');
  });

  it('leads a day’s unmatched count to its lines, keeping the days shown', () => {
    expect(unmatchedLinesLink('?from=2026-11-01&to=2026-11-14&status=resolved', { date: '2026-11-03', method: 'CARD' })).toEqual({
      search: '?from=2026-11-01&to=2026-11-14&method=CARD&date=2026-11-03',
      hash: '#settlement-lines',
    });
    // A new import's: its method's, any day.
    expect(unmatchedLinesLink('?date=2026-11-03', { method: 'KNET' })).toEqual({ search: '?method=KNET', hash: '#settlement-lines' });
  });

  it("splits the API's refusal of a file into its lines", () => {
    expect(fileProblems('Line 4: enter the amount in KWD with at most 3 decimals\nLine 9: enter the date as YYYY-MM-DD or DD/MM/YYYY\n')).toEqual([
      'Line 4: enter the amount in KWD with at most 3 decimals',
      'Line 9: enter the date as YYYY-MM-DD or DD/MM/YYYY',
    ]);
    expect(fileProblems('Choose a CSV file with the columns date, reference and amount')).toEqual(['Choose a CSV file with the columns date, reference and amount']);
  });

  it('asks for the method and a file of at most 2 MB before importing', () => {
    const file = (size: number) => ({ size, name: 'knet.csv' }) as File;
    expect(validateImport({ method: '', file: null })).toEqual({ method: 'method', file: 'file' });
    expect(validateImport({ method: 'KNET', file: file(SETTLEMENT_FILE_MAX_BYTES) })).toEqual({});
    expect(validateImport({ method: 'CARD', file: file(SETTLEMENT_FILE_MAX_BYTES + 1) })).toEqual({ file: 'fileSize' });
  });

  it('asks how a line was resolved: 1 to 500 characters once trimmed', () => {
    expect(validateResolve({ resolution: '   ' })).toEqual({ resolution: 'resolution' });
    expect(validateResolve({ resolution: ' Refunded by the bank ' })).toEqual({});
    expect(validateResolve({ resolution: 'ب'.repeat(500) })).toEqual({});
    expect(validateResolve({ resolution: 'x'.repeat(501) })).toEqual({ resolution: 'resolutionLength' });
  });
});
