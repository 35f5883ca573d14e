import { renderWithProviders } from '@dukkan/shared/test-utils';
import { screen } from '@testing-library/react';
import '../i18n';
import { OrderStatusTabs } from './OrderStatusTabs';

const counts = { NEW: 1500, ACCEPTED: 150, REJECTED: 0, CANCELLED: 3, INTRANSIT: 2, DELIVERED: 12_345 };

describe('the order status tabs: counts as every count on screen reads', () => {
  it('shows each count exactly, grouped as the navigation badge shows it, never capped without a search', () => {
    renderWithProviders(<OrderStatusTabs selected="NEW" counts={counts} onSelect={() => {}} />);
    for (const name of ['New Orders 1,500', 'Accepted 150', 'Delivered 12,345']) expect(screen.getByRole('tab', { name })).toBeInTheDocument();
  });

  it("shows a count the API capped under a search as '100+'", () => {
    renderWithProviders(<OrderStatusTabs selected="NEW" counts={{ ...counts, NEW: 100, capped: ['NEW'] }} onSelect={() => {}} />);
    expect(screen.getByRole('tab', { name: 'New Orders 100+' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Accepted 150' })).toBeInTheDocument();
  });
});
