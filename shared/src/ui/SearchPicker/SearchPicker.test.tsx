import { act, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { setLanguage } from '../../i18n/i18n';
import { renderWithProviders } from '../../test-utils';
import { SearchPicker } from './SearchPicker';
import type { PickerOption } from './SearchPicker.types';

/** 300 shops, as a marketplace reaches in its first months; the "server" answers 20 at a time. */
const SHOPS: PickerOption[] = Array.from({ length: 300 }, (_, i) => ({
  value: String(i + 1),
  text: i === 199 ? 'Jahra Dates House' : `Shop ${i + 1}`,
}));
const ARABIC: Record<string, string> = { '200': 'بيت تمور الجهراء' };

/** The chosen ones: each a tag (an option of the tags' own list), removed when pressed. */
const tag = (name: RegExp | string) => within(screen.getByRole('listbox', { name: 'Chosen: Shops' })).getByRole('option', { name });

function Harness({
  multiselect = false,
  initial = [],
  known,
  onChange = () => {},
  onSearch = () => {},
}: {
  multiselect?: boolean;
  initial?: string[];
  known?: PickerOption[];
  onChange?: (value: string[]) => void;
  onSearch?: (text: string) => void;
}) {
  const [value, setValue] = useState<string[]>(initial);
  const [search, setSearch] = useState<string | null>(null);
  const found = search === null ? [] : SHOPS.filter((shop) => shop.text.includes(search) || (ARABIC[shop.value] ?? '').includes(search));
  return (
    <SearchPicker
      label="Shops"
      required
      placeholder="Type to search shops"
      multiselect={multiselect}
      value={value}
      known={known}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
      options={found.slice(0, 20)}
      total={found.length}
      onSearch={(text) => {
        onSearch(text);
        setSearch(text);
      }}
      delayMs={0}
    />
  );
}

afterEach(async () => {
  await act(() => setLanguage('en'));
});

describe('SearchPicker (architecture §7: pickers search the server)', () => {
  it('asks nothing until used, then offers the first 20 and says how many more there are', async () => {
    const onSearch = jest.fn();
    const { user } = renderWithProviders(<Harness onSearch={onSearch} />);
    const input = screen.getByRole('combobox', { name: /Shops/ });
    expect(input).toBeRequired();
    expect(onSearch).not.toHaveBeenCalled();
    await user.click(input);
    const list = await screen.findByRole('listbox', { name: /Shops/ });
    expect(onSearch).toHaveBeenCalledWith('');
    expect(within(list).getAllByRole('option', { name: /^Shop \d+$/ })).toHaveLength(20);
    expect(within(list).getByText('Showing 20 of 300: type to narrow')).toBeInTheDocument();
  });

  it('finds the 200th shop by typing part of its name and chooses that one (its value, its name as a tag)', async () => {
    const onChange = jest.fn();
    const { user } = renderWithProviders(<Harness multiselect onChange={onChange} />);
    await user.type(screen.getByRole('combobox', { name: /Shops/ }), 'Dates');
    await user.click(await screen.findByRole('option', { name: 'Jahra Dates House' }));
    expect(onChange).toHaveBeenLastCalledWith(['200']);
    // The tag keeps its name after the search moves on.
    await user.type(screen.getByRole('combobox', { name: /Shops/ }), 'Shop 1');
    await screen.findByRole('option', { name: 'Shop 12' });
    expect(tag('Jahra Dates House')).toBeInTheDocument();
    // A second one joins the first.
    await user.click(await screen.findByRole('option', { name: 'Shop 12' }));
    expect(onChange).toHaveBeenLastCalledWith(['200', '12']);
  });

  it('sends Arabic as typed and chooses the shop found by its Arabic name', async () => {
    await act(() => setLanguage('ar'));
    const onSearch = jest.fn();
    const onChange = jest.fn();
    const { user } = renderWithProviders(<Harness onSearch={onSearch} onChange={onChange} />);
    await user.type(screen.getByRole('combobox', { name: /Shops/ }), 'الجهراء');
    await waitFor(() => expect(onSearch).toHaveBeenLastCalledWith('الجهراء'));
    await user.click(await screen.findByRole('option', { name: 'Jahra Dates House' }));
    expect(onChange).toHaveBeenLastCalledWith(['200']);
  });

  it('names the chosen ones it was told about before any search, and removes one with its tag', async () => {
    const onChange = jest.fn();
    const { user } = renderWithProviders(
      <Harness multiselect initial={['200', '7']} known={[{ value: '200', text: 'Jahra Dates House' }, { value: '7', text: 'Shop 7' }]} onChange={onChange} />,
    );
    expect(tag('Shop 7')).toBeInTheDocument();
    await user.click(tag('Jahra Dates House'));
    expect(onChange).toHaveBeenLastCalledWith(['7']);
  });

  it('keeps one choice without multiselect: a new pick replaces the old', async () => {
    const onChange = jest.fn();
    const { user } = renderWithProviders(<Harness initial={['3']} known={[{ value: '3', text: 'Shop 3' }]} onChange={onChange} />);
    await user.type(screen.getByRole('combobox', { name: /Shops/ }), 'Dates');
    await user.click(await screen.findByRole('option', { name: 'Jahra Dates House' }));
    expect(onChange).toHaveBeenLastCalledWith(['200']);
  });

  it("says 'No matches' when the search finds nothing", async () => {
    const { user } = renderWithProviders(<Harness />);
    await user.type(screen.getByRole('combobox', { name: /Shops/ }), 'zzz');
    expect(await screen.findByRole('option', { name: 'No matches' })).toHaveAttribute('aria-disabled', 'true');
  });
});
