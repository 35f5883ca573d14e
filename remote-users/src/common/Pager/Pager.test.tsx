import { renderWithProviders } from '@dukkan/shared/test-utils';
import { screen, within } from '@testing-library/react';
import { Pager } from './Pager';
import type { PagerLabels } from './Pager.types';

const labels: PagerLabels = { navigation: 'Pages', previous: 'Previous', next: 'Next', page: (n) => `Page ${n}` };

describe('Pager', () => {
  it('is a navigation landmark marking the current page with aria-current', () => {
    renderWithProviders(<Pager page={5} pages={20} onPageChange={() => {}} labels={labels} />);
    const nav = screen.getByRole('navigation', { name: 'Pages' });
    const pages = within(nav).getAllByRole('button', { name: /^Page / });
    expect(pages.map((button) => button.textContent)).toEqual(['1', '4', '5', '6', '20']);
    expect(within(nav).getByRole('button', { name: 'Page 5' })).toHaveAttribute('aria-current', 'page');
    expect(nav.querySelectorAll('[aria-current]')).toHaveLength(1);
  });

  it('asks for the page clicked, the previous and the next one', async () => {
    const onPageChange = jest.fn();
    const { user } = renderWithProviders(<Pager page={2} pages={3} onPageChange={onPageChange} labels={labels} />);
    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    // The current page is not asked for again.
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(onPageChange.mock.calls).toEqual([[3], [1], [3]]);
  });

  it('disables Previous on the first page and Next on the last', () => {
    const first = renderWithProviders(<Pager page={1} pages={3} onPageChange={() => {}} labels={labels} />);
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
    first.unmount();
    renderWithProviders(<Pager page={3} pages={3} onPageChange={() => {}} labels={labels} />);
    expect(screen.getByRole('button', { name: 'Previous' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('renders nothing for a single page', () => {
    renderWithProviders(<Pager page={1} pages={1} onPageChange={() => {}} labels={labels} />);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });
});
