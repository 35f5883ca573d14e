import type { ApiError } from '@dukkan/shared';
import { locationFailureMessage } from './location-failure';

const texts = { failed: 'Failed to delete block', errored: 'Error deleting block' };

describe('location failure messages (spec §8)', () => {
  it("prefers the server's message", () => {
    const error: ApiError = { status: 409, message: 'This block is used by 1 shop' };
    expect(locationFailureMessage(error, texts)).toBe('This block is used by 1 shop');
  });

  it("says 'Failed to …' when the server refused without a message", () => {
    expect(locationFailureMessage({ status: 500 } satisfies ApiError, texts)).toBe('Failed to delete block');
  });

  it("says 'Error …' when no answer came", () => {
    expect(locationFailureMessage({ status: 'FETCH_ERROR', message: 'Failed to fetch' } satisfies ApiError, texts)).toBe(
      'Error deleting block',
    );
  });

  it('stays quiet when the failure ended the session', () => {
    expect(locationFailureMessage({ status: 401, message: 'x', sessionEnded: 'unauthorized' } as ApiError, texts)).toBeNull();
  });
});
