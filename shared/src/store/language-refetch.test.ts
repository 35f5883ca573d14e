import { baseApi } from '../api/base-api';
import { listTag } from '../api/cache-tags';
import { i18n, setLanguage } from '../i18n/i18n';
import { ok, stubFetch } from '../test-utils';
import { createAppStore } from './create-app-store';

const namesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getNamedRows: build.query<unknown, void>({ query: () => 'named-rows', providesTags: () => [listTag('Shop')] }),
  }),
});

afterEach(() => setLanguage('en'));

describe('a language switch', () => {
  it('asks again for every name-ordered list, in the new language (the API sorts by it)', async () => {
    const fetched = stubFetch({ 'GET named-rows': ok([{ id: 1 }]) });
    const store = createAppStore();
    const subscription = store.dispatch(namesApi.endpoints.getNamedRows.initiate());
    await subscription;
    expect(fetched.callsTo('GET named-rows')).toHaveLength(1);

    await setLanguage('ar');
    await new Promise((resolve) => setTimeout(resolve, 0));
    await store.dispatch(namesApi.endpoints.getNamedRows.initiate());
    expect(fetched.callsTo('GET named-rows')).toHaveLength(2);
    expect(fetched.callsTo('GET named-rows')[1].headers.get('Accept-Language')).toBe('ar');

    // The same language again changes no order: nothing is asked.
    await i18n.changeLanguage('ar');
    expect(fetched.callsTo('GET named-rows')).toHaveLength(2);
    subscription.unsubscribe();
  });
});
