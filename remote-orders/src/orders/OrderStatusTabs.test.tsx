import { renderWithProviders } from '@dukkan/shared/test-utils';
import { screen } from '@testing-library/react';
import '../i18n';
import { OrderStatusTabs } from './OrderStatusTabs';

const counts = { NEW: 1500, SCHEDULED: 4, ACCEPTED: 150, REJECTED: 0, CANCELLED: 3, INTRANSIT: 2, DELIVERED: 12_345 };

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

  it('shows the scheduled orders in their own tab after New, with their count, and counts them among All (decisions/delivery-slots.md)', () => {
    renderWithProviders(<OrderStatusTabs selected="SCHEDULED" counts={counts} onSelect={() => {}} />);
    expect(screen.getAllByRole('tab').map((tab) => tab.getAttribute('value'))).toEqual(['NEW', 'SCHEDULED', 'ACCEPTED', 'REJECTED', 'CANCELLED', 'INTRANSIT', 'DELIVERED', 'ALL']);
    expect(screen.getByRole('tab', { name: 'Scheduled 4' })).toHaveAttribute('aria-selected', 'true');
    // NEW leaves the scheduled orders out: All adds them.
    expect(screen.getByRole('tab', { name: 'All orders 14,004' })).toBeInTheDocument();
  });
});
