import { act, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { keepAllStyles, renderWithProviders } from '../../test-utils';
import type { CardsUpTo } from '../media/media';
import { stubWindowWidth } from '../../test-utils/window-width';
import { ResponsiveTable } from './ResponsiveTable';
import type { ResponsiveTableColumn } from './ResponsiveTable.types';

// These tests read the columns' and targets' CSS rules themselves.
keepAllStyles();

interface Order {
  id: number;
  customer: string;
  amount: string;
  address: string;
}

const ORDERS: Order[] = [
  { id: 58, customer: 'Fatima', amount: 'KWD 16.800', address: 'Block 2, Street 21' },
  { id: 50, customer: 'Yousef', amount: 'KWD 10.900', address: 'Block 1, Street 4' },
];

const COLUMNS: ResponsiveTableColumn<Order>[] = [
  { key: 'id', header: 'Order ID', cardTitle: true, render: (order) => `#${order.id}` },
  { key: 'status', header: 'Status', show: 'cards', cardTitle: true, render: () => 'New' },
  { key: 'customer', header: 'Customer', render: (order) => order.customer },
  { key: 'amount', header: 'Billing Amount', render: (order) => order.amount },
  { key: 'address', header: 'Ordered Address', show: 'table', render: (order) => order.address },
  {
    key: 'actions',
    header: 'Actions',
    render: (order) => (
      <button type="button" aria-label={`Accept #${order.id}`}>
        Accept
      </button>
    ),
  },
];

function Orders({ firstSerial, cardsUpTo }: { firstSerial?: number; cardsUpTo?: CardsUpTo }) {
  return <ResponsiveTable ariaLabel="New orders" columns={COLUMNS} rows={ORDERS} getRowKey={(order) => order.id} firstSerial={firstSerial} cardsUpTo={cardsUpTo} />;
}

let width: ReturnType<typeof stubWindowWidth>;
afterEach(() => width.restore());

describe('ResponsiveTable on a wide screen', () => {
  beforeEach(() => {
    width = stubWindowWidth(1280);
  });

  it('is a table: serial numbers, the table columns, not the cards-only one', () => {
    renderWithProviders(<Orders />);
    const table = screen.getByRole('table', { name: 'New orders' });
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'S.No',
      'Order ID',
      'Customer',
      'Billing Amount',
      'Ordered Address',
      'Actions',
    ]);
    const [, first] = within(table).getAllByRole('row');
    expect(within(first).getAllByRole('cell').map((td) => td.textContent)).toEqual(['1', '#58', 'Fatima', 'KWD 16.800', 'Block 2, Street 21', 'Accept']);
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('leaves the numbers out when not numbered, and lines number columns up at the end', () => {
    renderWithProviders(
      <ResponsiveTable
        ariaLabel="Items"
        numbered={false}
        columns={[
          { key: 'name', header: 'Name', render: (item: { name: string; price: string }) => item.name },
          { key: 'price', header: 'Price', align: 'end', render: (item: { name: string; price: string }) => item.price },
        ]}
        rows={[{ name: 'Labneh (400 g)', price: 'KWD 0.875' }]}
        getRowKey={(item) => item.name}
      />,
    );
    const table = screen.getByRole('table', { name: 'Items' });
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Name', 'Price']);
    const [name, price] = within(within(table).getAllByRole('row')[1]).getAllByRole('cell');
    expect(getComputedStyle(price).textAlign).toBe('end');
    expect(getComputedStyle(name).textAlign).not.toBe('end');
  });

  it("sizes the columns by their content when asked (columnWidths='content'), evenly by default", () => {
    const { unmount } = renderWithProviders(<Orders />);
    expect(getComputedStyle(screen.getByRole('table')).tableLayout).not.toBe('auto');
    unmount();
    renderWithProviders(<ResponsiveTable ariaLabel="New orders" columns={COLUMNS} rows={ORDERS} getRowKey={(order) => order.id} columnWidths="content" />);
    expect(getComputedStyle(screen.getByRole('table')).tableLayout).toBe('auto');
  });

  it('numbers the rows from firstSerial (a paged list)', () => {
    renderWithProviders(<Orders firstSerial={10} />);
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[0].textContent)).toEqual(['10', '11']);
  });
});

describe('ResponsiveTable on a phone', () => {
  beforeEach(() => {
    width = stubWindowWidth(390);
  });

  it('is a list of cards: the title columns at the head, the other fields labelled, not the table-only one', () => {
    renderWithProviders(<Orders />);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const cards = within(screen.getByRole('list', { name: 'New orders' })).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    const [first] = cards;
    expect(first).toHaveTextContent(/^#58New/);
    const labels = within(first).getAllByRole('term').map((dt) => dt.textContent);
    const values = within(first).getAllByRole('definition').map((dd) => dd.textContent);
    expect(labels).toEqual(['Customer', 'Billing Amount']);
    expect(values).toEqual(['Fatima', 'KWD 16.800']);
    expect(first).not.toHaveTextContent('Block 2, Street 21');
  });

  it("puts each row's actions inside its own card, unlabelled", () => {
    renderWithProviders(<Orders />);
    const [first, second] = within(screen.getByRole('list', { name: 'New orders' })).getAllByRole('listitem');
    expect(within(first).getByRole('button', { name: 'Accept #58' })).toBeInTheDocument();
    expect(within(second).getByRole('button', { name: 'Accept #50' })).toBeInTheDocument();
    expect(within(first).queryByText('Actions')).not.toBeInTheDocument();
  });

  it('turns back into the table when the window widens, and into cards when it narrows', () => {
    renderWithProviders(<Orders />);
    expect(screen.getByRole('list', { name: 'New orders' })).toBeInTheDocument();
    act(() => width.resize(800));
    expect(screen.getByRole('table', { name: 'New orders' })).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    act(() => width.resize(640));
    expect(screen.getByRole('list', { name: 'New orders' })).toBeInTheDocument();
  });
});

describe('ResponsiveTable of many columns (cardsUpTo="tablet")', () => {
  it('is cards on a 1024 px tablet, with the actions in each card, where a list of few columns is a table', () => {
    width = stubWindowWidth(1024);
    const { unmount } = renderWithProviders(<Orders />);
    expect(screen.getByRole('table', { name: 'New orders' })).toBeInTheDocument();
    unmount();

    renderWithProviders(<Orders cardsUpTo="tablet" />);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const [first] = within(screen.getByRole('list', { name: 'New orders' })).getAllByRole('listitem');
    expect(first).toHaveTextContent(/^#58New/);
    expect(within(first).getByRole('button', { name: 'Accept #58' })).toBeInTheDocument();
  });

  it('is the table from 1240 px, where its columns fit beside the navigation', () => {
    width = stubWindowWidth(1239);
    renderWithProviders(<Orders cardsUpTo="tablet" />);
    expect(screen.getByRole('list', { name: 'New orders' })).toBeInTheDocument();
    act(() => width.resize(1240));
    expect(screen.getByRole('table', { name: 'New orders' })).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });
});

describe('ResponsiveTable cards of rows that can be picked', () => {
  it("heads each card with the row's checkbox, then its title: the checkbox is not one of the labelled fields", () => {
    width = stubWindowWidth(390);
    const select: ResponsiveTableColumn<Order> = {
      key: 'select',
      header: 'Select all',
      cardTitle: true,
      render: (order) => <input type="checkbox" aria-label={`Select #${order.id}`} />,
    };
    renderWithProviders(<ResponsiveTable ariaLabel="New orders" columns={[select, ...COLUMNS]} rows={ORDERS} getRowKey={(order) => order.id} />);
    const [first] = within(screen.getByRole('list', { name: 'New orders' })).getAllByRole('listitem');
    const head = first.firstElementChild as HTMLElement;
    expect(within(head).getByRole('checkbox', { name: 'Select #58' })).toBe(head.querySelector('input'));
    expect(head).toHaveTextContent(/^#58New$/);
    expect(within(first).getAllByRole('term').map((dt) => dt.textContent)).toEqual(['Customer', 'Billing Amount']);
  });
});

/** What ChangingList shows next (set as it renders). */
let showList: (props: { rows: Order[]; given: ResponsiveTableColumn<Order>[]; label: string }) => void = () => {};

/** A list whose rows, columns and label a test changes, as a screen re-renders it. */
function ChangingList({ initial }: { initial: ResponsiveTableColumn<Order>[] }) {
  const [props, setProps] = useState({ rows: ORDERS, given: initial, label: 'New orders' });
  showList = setProps;
  return <ResponsiveTable ariaLabel={props.label} columns={props.given} rows={props.rows} getRowKey={(order) => order.id} />;
}

describe('ResponsiveTable re-rendered around its rows', () => {
  /** Columns that count how often a row's cells are drawn. */
  const countingColumns = (drawn: number[]): ResponsiveTableColumn<Order>[] => [
    {
      key: 'id',
      header: 'Order ID',
      cardTitle: true,
      render: (order) => {
        drawn.push(order.id);
        return `#${order.id}`;
      },
    },
    { key: 'customer', header: 'Customer', render: (order) => order.customer },
  ];

  for (const [layout, px] of [['row', 1280], ['card', 390]] as const) {
    it(`draws a ${layout} again only when its row, place or the columns change`, () => {
      width = stubWindowWidth(px);
      const drawn: number[] = [];
      const columns = countingColumns(drawn);
      renderWithProviders(<ChangingList initial={columns} />);
      const show = (rows: Order[], given = columns, label = 'New orders') => showList({ rows, given, label });
      expect(drawn).toEqual([58, 50]);

      // The list around them changes (its label, a new array of the same rows): the rows are not drawn again.
      act(() => show([...ORDERS], columns, 'New orders, loading more'));
      expect(drawn).toEqual([58, 50]);

      // A page more: only the new row is drawn.
      const more = { id: 41, customer: 'Mariam', amount: 'KWD 3.000', address: 'Block 3' };
      act(() => show([...ORDERS, more]));
      expect(drawn).toEqual([58, 50, 41]);
      expect(screen.getByText('#41')).toBeInTheDocument();

      // New columns (what a cell shows changed): every row again.
      act(() => show([...ORDERS, more], countingColumns(drawn)));
      expect(drawn).toEqual([58, 50, 41, 58, 50, 41]);
    });
  }
});
