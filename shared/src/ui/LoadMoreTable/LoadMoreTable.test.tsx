import { screen, waitFor, within } from '@testing-library/react';
import { baseApi } from '../../api/base-api';
import { loadMoreQueryOptions, pageParamToQuery, type LoadMoreParam } from '../../data/load-more';
import { normalizePage, type Page } from '../../data/page';
import { useLoadMore } from '../../data/use-load-more';
import { fail, ok, renderWithProviders, signedInState, stubFetch, type StubRequest } from '../../test-utils';
import { stubWindowWidth } from '../../test-utils/window-width';
import { LoadMoreTable } from './LoadMoreTable';
import type { LoadMoreTableProps } from './LoadMoreTable.types';

interface Shop {
  id: number;
  name: string;
}

const PAGE_SIZE = 2;

const shopsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getTestShops: build.infiniteQuery<Page<Shop>, void, LoadMoreParam>({
      infiniteQueryOptions: loadMoreQueryOptions,
      query: ({ pageParam }) => ({ url: 'shop', params: { ...pageParamToQuery(pageParam), limit: PAGE_SIZE } }),
      transformResponse: (body: unknown) => normalizePage<Shop>(body, { limit: PAGE_SIZE }),
    }),
  }),
});

/** A list with two rows loaded and more to come, as a screen passes it: its texts and count from `props`. */
function renderTwoOfMore(props: Pick<LoadMoreTableProps<{ id: number }>, 'ariaLabel' | 'columns' | 'things' | 'emptyTitle' | 'total' | 'totalCapped'>) {
  return renderWithProviders(
    <LoadMoreTable {...props} rows={[{ id: 1 }, { id: 2 }]} getRowKey={(row) => row.id} isLoading={false} isFetchingMore={false} hasMore loadMore={() => {}} />,
  );
}

function ShopsTable() {
  const list = useLoadMore(shopsApi.useGetTestShopsInfiniteQuery());
  return (
    <LoadMoreTable
      {...list}
      ariaLabel="Shops"
      columns={[{ key: 'name', header: 'Name', render: (shop: Shop) => shop.name }]}
      getRowKey={(shop) => shop.id}
      things="shops"
      emptyTitle="No shops found"
      emptyHint="Create your first shop to get started"
    />
  );
}

/** A server of `count` shops that pages with our API's cursor. */
function shopServer(count: number) {
  const shops = Array.from({ length: count }, (_, i) => ({ id: i + 1, name: `Shop ${i + 1}` }));
  return (request: StubRequest) => {
    const start = Number(request.query.get('after') ?? 0);
    const items = shops.slice(start, start + PAGE_SIZE);
    const end = start + items.length;
    return ok({
      items,
      total: shops.length,
      page: Math.floor(start / PAGE_SIZE) + 1,
      pages: Math.ceil(shops.length / PAGE_SIZE),
      limit: PAGE_SIZE,
      nextCursor: end < shops.length ? String(end) : null,
    });
  };
}

const bodyRows = () => within(screen.getByRole('table', { name: 'Shops' })).getAllByRole('row').slice(1);

describe('LoadMoreTable', () => {
  it('shows a skeleton first, then rows with serial numbers', async () => {
    stubFetch({ 'GET shop': shopServer(3) });
    renderWithProviders(<ShopsTable />, { preloadedState: signedInState() });
    expect(screen.getByLabelText('Shops')).toHaveAttribute('aria-busy', 'true');
    expect(await screen.findByRole('table', { name: 'Shops' })).toBeInTheDocument();
    expect(bodyRows().map((row) => row.textContent)).toEqual(['1Shop 1', '2Shop 2']);
    expect(screen.getByRole('columnheader', { name: 'S.No' })).toBeInTheDocument();
  });

  it("appends the next page on 'Load More', then says 'No more shops to load'", async () => {
    let release: () => void = () => {};
    const serve = shopServer(3);
    const api = stubFetch({
      'GET shop': (request) =>
        request.query.has('after')
          ? new Promise<void>((resolve) => {
              release = resolve;
            }).then(() => serve(request))
          : serve(request),
    });
    const { user } = renderWithProviders(<ShopsTable />, { preloadedState: signedInState() });

    await user.click(await screen.findByRole('button', { name: 'Load More' }));
    // decisions/phone-speed.md: the button says so at once, the page is asked for after that paint…
    const busy = screen.getByRole('button', { name: 'Loading more...' });
    expect(busy).toHaveAttribute('aria-disabled', 'true');
    // …and keeps the focus: a keyboard user's place on the page is not dropped to its top.
    expect(busy).toHaveFocus();
    await waitFor(() => expect(api.calls).toHaveLength(2));
    // It stays so while the page comes, and pressing it again asks for nothing more.
    await user.click(busy);
    expect(screen.getByRole('button', { name: 'Loading more...' })).toHaveAttribute('aria-disabled', 'true');
    expect(api.calls).toHaveLength(2);
    release();

    expect(await screen.findByText('No more shops to load')).toBeInTheDocument();
    expect(bodyRows().map((row) => row.textContent)).toEqual(['1Shop 1', '2Shop 2', '3Shop 3']);
    expect(screen.queryByRole('button', { name: 'Load More' })).not.toBeInTheDocument();
    // The second request continued from the first page's cursor.
    expect(api.calls.map((call) => call.url.search)).toEqual(['?page=1&limit=2', '?after=2&limit=2']);
  });

  it('shows the empty state with its hint', async () => {
    stubFetch({ 'GET shop': ok({ items: [], total: 0, page: 1, pages: 0, limit: PAGE_SIZE, nextCursor: null }) });
    renderWithProviders(<ShopsTable />, { preloadedState: signedInState() });
    expect(await screen.findByText('No shops found')).toBeInTheDocument();
    expect(screen.getByText('Create your first shop to get started')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows the running count when given a total', () => {
    renderTwoOfMore({
      ariaLabel: 'Users',
      columns: [{ key: 'email', header: 'Email', render: (row) => `u${row.id}@x.kw` }],
      things: 'users',
      emptyTitle: 'No users found',
      total: 9,
    });
    expect(screen.getByText('Showing 2 rows of 9')).toBeInTheDocument();
  });

  it("says 'of 1,000+' when the server counted a search only up to its cap", () => {
    renderTwoOfMore({
      ariaLabel: 'Orders',
      columns: [{ key: 'id', header: 'Id', render: (row) => row.id }],
      things: 'orders',
      emptyTitle: 'No orders',
      total: 1000,
      totalCapped: true,
    });
    expect(screen.getByText('Showing 2 rows of 1,000+')).toBeInTheDocument();
  });
});

describe('LoadMoreTable on a phone', () => {
  it('shows the rows as cards and appends the next page as cards', async () => {
    const width = stubWindowWidth(390);
    try {
      stubFetch({ 'GET shop': shopServer(3) });
      const { user } = renderWithProviders(<ShopsTable />, { preloadedState: signedInState() });
      const cards = async () => within(await screen.findByRole('list', { name: 'Shops' })).getAllByRole('listitem');
      expect((await cards()).map((card) => within(card).getByRole('definition').textContent)).toEqual(['Shop 1', 'Shop 2']);
      expect(screen.queryByRole('table')).not.toBeInTheDocument();

      await user.click(screen.getByRole('button', { name: 'Load More' }));
      expect(await screen.findByText('No more shops to load')).toBeInTheDocument();
      expect(await cards()).toHaveLength(3);
    } finally {
      width.restore();
    }
  });
});

describe('LoadMoreTable when a further page fails', () => {
  it('keeps the rows, says so, and loads the page on the next try', async () => {
    let failing = true;
    const serve = shopServer(3);
    stubFetch({
      'GET shop': (request) => (request.query.has('after') && failing ? fail(500, 'Database unavailable') : serve(request)),
    });
    const { user } = renderWithProviders(<ShopsTable />, { preloadedState: signedInState() });
    await user.click(await screen.findByRole('button', { name: 'Load More' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The next rows could not be loaded. Try again.');
    expect(bodyRows()).toHaveLength(2);

    failing = false;
    await user.click(screen.getByRole('button', { name: 'Load More' }));
    expect(await screen.findByText('No more shops to load')).toBeInTheDocument();
    expect(bodyRows()).toHaveLength(3);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('LoadMoreTable when the first page fails', () => {
  it('says so and retries, instead of claiming the list is empty', async () => {
    let failing = true;
    const serve = shopServer(1);
    stubFetch({ 'GET shop': (request) => (failing ? fail(500, 'Database unavailable') : serve(request)) });
    const { user } = renderWithProviders(<ShopsTable />, { preloadedState: signedInState() });
    expect(await screen.findByRole('alert')).toHaveTextContent('The list could not be loaded.');
    expect(screen.queryByText('No shops found')).not.toBeInTheDocument();

    failing = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('table', { name: 'Shops' })).toBeInTheDocument();
  });
});
