import { createAppStore } from './create-app-store';

describe("the store and the browser's network events", () => {
  it('hears going offline and coming back, so queries on screen are fetched again on reconnect', () => {
    const store = createAppStore();
    expect(store.getState().api.config).toMatchObject({ online: true, refetchOnReconnect: true });
    window.dispatchEvent(new Event('offline'));
    expect(store.getState().api.config.online).toBe(false);
    window.dispatchEvent(new Event('online'));
    expect(store.getState().api.config.online).toBe(true);
  });
});
