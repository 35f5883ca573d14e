import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../test-utils';
import { stubWindowWidth } from '../../test-utils/window-width';
import { TableSkeleton } from './TableSkeleton';

it('draws rows × columns of placeholders (spec §9: orders 10 × 7)', () => {
  renderWithProviders(<TableSkeleton rows={10} columns={7} ariaLabel="Orders" />);
  const skeleton = screen.getByLabelText('Orders');
  expect(skeleton).toHaveAttribute('aria-busy', 'true');
  const rows = screen.getAllByTestId('skeleton-row');
  expect(rows).toHaveLength(10);
  expect(rows[0].children).toHaveLength(7);
});

it('draws placeholder cards on a phone, as the list will be', () => {
  const width = stubWindowWidth(390);
  try {
    renderWithProviders(<TableSkeleton rows={10} columns={7} ariaLabel="Orders" />);
    expect(screen.getByLabelText('Orders')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getAllByTestId('skeleton-row')).toHaveLength(10);
    expect(screen.queryByRole('table', { hidden: true })).not.toBeInTheDocument();
  } finally {
    width.restore();
  }
});

it('draws cards on a tablet for a list of many columns (cardsUpTo="tablet"), a table for the others', () => {
  const width = stubWindowWidth(1024);
  try {
    const { unmount } = renderWithProviders(<TableSkeleton rows={10} columns={7} ariaLabel="Orders" cardsUpTo="tablet" />);
    expect(screen.getAllByTestId('skeleton-row')).toHaveLength(10);
    expect(screen.queryByRole('table', { hidden: true })).not.toBeInTheDocument();
    unmount();
    renderWithProviders(<TableSkeleton rows={10} columns={7} ariaLabel="Orders" />);
    expect(screen.getByRole('table', { hidden: true })).toBeInTheDocument();
  } finally {
    width.restore();
  }
});
