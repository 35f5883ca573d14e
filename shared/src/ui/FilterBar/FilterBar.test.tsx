import { Field, Select } from '@fluentui/react-components';
import { act, screen } from '@testing-library/react';
import { setLanguage } from '../../i18n/i18n';
import { ok, renderWithProviders, signedInState, stubFetch } from '../../test-utils';
import { stubWindowWidth } from '../../test-utils/window-width';
import { SearchField } from '../SearchField/SearchField';
import { activeFilterCount, FilterBar } from './FilterBar';

let width: ReturnType<typeof stubWindowWidth>;
beforeEach(() => {
  width = stubWindowWidth(1280);
  stubFetch({ 'GET views': () => ok([]) });
});
afterEach(async () => {
  width.restore();
  await act(() => setLanguage('en'));
});

function renderBar(query = '') {
  return renderWithProviders(
    <FilterBar label="Find orders" list="orders" query={query} onApply={() => {}} onClear={() => {}} clearLabel="Clear filters">
      <SearchField label="Search" value="" onSearch={() => {}} />
      <Field label="Payment Mode">
        <Select defaultValue="">
          <option value="">Any</option>
          <option value="KNET">KNET</option>
        </Select>
      </Field>
    </FilterBar>,
    { preloadedState: signedInState() },
  );
}

describe('FilterBar on a phone (decisions/phone-speed.md)', () => {
  it('folds the filters after the search under one button, which shows and hides them', async () => {
    width.resize(390);
    const { user } = renderBar();
    expect(await screen.findByRole('searchbox')).toBeVisible();
    const payment = screen.getByRole('combobox', { name: 'Payment Mode', hidden: true });
    expect(payment).not.toBeVisible();
    const toggle = screen.getByRole('button', { name: 'Filters' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    // The saved views stay beside it, not folded.
    expect(screen.getByRole('button', { name: 'Views' })).toBeVisible();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(payment).toBeVisible();
    // Folding keeps the fields (and what was chosen in them): they are hidden, not removed.
    await user.selectOptions(payment, 'KNET');
    await user.click(toggle);
    expect(payment).not.toBeVisible();
    await user.click(toggle);
    expect(payment).toHaveValue('KNET');
  });

  it('counts the filters that are set besides the search, in English and Arabic', async () => {
    width.resize(390);
    renderBar('q=noura&payment=KNET&sort=amount-desc');
    expect(await screen.findByRole('button', { name: 'Filters (2)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Clear filters' })).toBeVisible();
    await act(() => setLanguage('ar'));
    expect(await screen.findByRole('button', { name: 'عوامل التصفية (2)' })).toBeInTheDocument();
  });

  it('shows every filter in a row on a wide screen, with no button to fold them', async () => {
    renderBar();
    expect(await screen.findByRole('combobox', { name: 'Payment Mode' })).toBeVisible();
    expect(screen.queryByRole('button', { name: /^Filters/ })).not.toBeInTheDocument();
  });
});

describe('activeFilterCount', () => {
  it('counts each set key once, leaving out the search', () => {
    expect(activeFilterCount('')).toBe(0);
    expect(activeFilterCount('q=abc')).toBe(0);
    expect(activeFilterCount('q=abc&from=2026-11-01&to=2026-11-02')).toBe(2);
  });
});
