import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { useListFilters } from './use-list-filters';

const KEYS = ['q', 'shopId'] as const;
let current: ReturnType<typeof useListFilters<'q' | 'shopId'>>;

function Probe() {
  current = useListFilters(KEYS);
  return null;
}

describe('useListFilters', () => {
  it('reads the filters from the address, changes them from page 1, keeps other keys, and applies a saved view whole', () => {
    const router = createMemoryRouter([{ path: '*', element: <Probe /> }], { initialEntries: ['/orders?status=NEW&q=milk&page=3'] });
    render(<RouterProvider router={router} />);
    expect(current.values).toEqual({ q: 'milk', shopId: '' });
    expect(current.query).toBe('q=milk');
    expect(current.applied).toEqual({ q: 'milk' });
    act(() => current.change({ shopId: '4' }));
    expect(router.state.location.search).toBe('?status=NEW&q=milk&shopId=4');
    act(() => current.apply('shopId=9&unknown=1'));
    expect(router.state.location.search).toBe('?status=NEW&shopId=9');
    act(() => current.change('clear'));
    expect(router.state.location.search).toBe('?status=NEW');
    expect(current.active).toBe(false);
  });
});
