import { baseApi } from './base-api';
import { everyTag, idTag, listTag, listTags } from './cache-tags';

describe('cache tags (architecture §2)', () => {
  it('writes the LIST, row and every-tag forms RTK Query matches on', () => {
    expect(listTags('Order', [{ id: 4 }])).toEqual([{ type: 'Order', id: 'LIST' }, { type: 'Order', id: 4 }]);
    expect(idTag('Product', 9)).toEqual({ type: 'Product', id: 9 });
    expect(everyTag('Shop')).toBe('Shop');
  });

  it('cannot provide a bare entity tag, which no invalidation reaches (checked by tsc: `pnpm test` type-checks every package)', () => {
    const api = baseApi.injectEndpoints({
      overrideExisting: false,
      endpoints: (build) => ({
        typedTagsProbe: build.query<number, void>({
          query: () => 'probe',
          // @ts-expect-error a bare 'Order' is refreshed by nothing: use listTag('Order')
          providesTags: ['Order'],
        }),
        typedTagsProbeObject: build.query<number, void>({
          query: () => 'probe',
          // @ts-expect-error nor an entity's type written by hand
          providesTags: [{ type: 'Product', id: 'LIST' }],
        }),
        typedTagsProbeFine: build.query<number, void>({
          query: () => 'probe',
          providesTags: [listTag('Order'), 'Dashboard'],
        }),
      }),
    });
    expect(api.endpoints.typedTagsProbeFine).toBeDefined();
  });
});
