import { screen } from '@testing-library/react';
import { useState } from 'react';
import { failureMessage, type ApiError } from '../../api/api-error';
import { renderWithProviders } from '../../test-utils';
import { useFailureToast } from './use-failure-toast';

const TEXTS = { failed: 'Failed to fetch shops data', errored: 'Error loading shops data' };

describe('failureMessage (spec §8)', () => {
  it("prefers the server's message, else the screen's text; 'Error …' when no answer came; null when the session ended", () => {
    expect(failureMessage({ status: 500, message: 'Database is down' } satisfies ApiError, TEXTS)).toBe('Database is down');
    expect(failureMessage({ status: 500 } satisfies ApiError, TEXTS)).toBe('Failed to fetch shops data');
    expect(failureMessage({ status: 'FETCH_ERROR' } satisfies ApiError, TEXTS)).toBe('Error loading shops data');
    expect(failureMessage({ status: 'TIMEOUT_ERROR' } satisfies ApiError, { failed: 'Failed to delete shop' })).toBe('Failed to delete shop');
    expect(failureMessage({ status: 401, message: 'x', sessionEnded: 'unauthorized' } satisfies ApiError, TEXTS)).toBeNull();
  });
});

function Screen({ errors }: { errors: unknown[] }) {
  const [index, setIndex] = useState(0);
  const message = useFailureToast(errors[index], TEXTS);
  return (
    <>
      <p data-testid="inline">{message ?? 'none'}</p>
      <button type="button" onClick={() => setIndex((i) => i + 1)}>next</button>
    </>
  );
}

describe('useFailureToast', () => {
  it('toasts each failure once, however often the screen renders, and returns the message', async () => {
    const first: ApiError = { status: 500, message: 'Database is down' };
    const again: ApiError = { status: 500, message: 'Database is down' };
    const { user } = renderWithProviders(<Screen errors={[undefined, first, first, again, undefined]} />);
    expect(screen.getByTestId('inline')).toHaveTextContent('none');
    await user.click(screen.getByText('next'));
    expect(screen.getByTestId('inline')).toHaveTextContent('Database is down');
    expect(await screen.findAllByText('Database is down')).toHaveLength(2);
    await user.click(screen.getByText('next'));
    expect(screen.getAllByText('Database is down')).toHaveLength(2);
    await user.click(screen.getByText('next'));
    expect(await screen.findAllByText('Database is down')).toHaveLength(3);
    await user.click(screen.getByText('next'));
    expect(screen.getByTestId('inline')).toHaveTextContent('none');
  });
});
