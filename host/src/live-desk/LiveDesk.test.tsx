import {
  deskConnectionChanged,
  deskCountsReceived,
  deskRecentReceived,
  deskWaitingReceived,
  orderAcknowledged,
  orderEscalationHeard,
  orderEventsReceived,
  ordersDueReceived,
  setLanguage,
} from '@dukkan/shared';
import { renderWithProviders, signedInState, stubFetch } from '@dukkan/shared/test-utils';
import { act, screen, waitFor } from '@testing-library/react';
import '../i18n';
import { SectionsProvider } from '../sections/SectionsProvider';
import { SPEC_SECTIONS } from '../test-utils/remote-sections';
import { LiveDesk } from './LiveDesk';

const loadSections = async () => SPEC_SECTIONS;

// The live desk's pieces on every screen (decisions/live-desk.md). The stream itself runs against the real API
// in the browser journeys (e2e/journeys/live-desk.test.ts); here the store is fed by hand.

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
const placed = (orderId: number, at = minutesAgo(0)) => orderEventsReceived([{ id: orderId, orderId, from: null, to: 'NEW', at }]);
const due = (orderId: number) => ordersDueReceived([{ id: 700 + orderId, orderId, prepareAt: minutesAgo(0), shopId: 3 }]);
const escalation = (orderId: number, minutes = 10) => orderEscalationHeard({ id: 500 + orderId, orderId, escalatedAt: minutesAgo(0), minutes, shopId: null });
/** A sound's element, once made (LiveDesk makes the sounds when the page is first idle). */
const sound = (name: string) => document.querySelector<HTMLAudioElement>(`audio[data-sound="${name}"]`);

function renderDesk(path = '/orders') {
  stubFetch({});
  // The tab title names the section from the deployed remotes' manifests (decisions/sections.md).
  return renderWithProviders(
    <SectionsProvider load={loadSections}>
      <LiveDesk />
    </SectionsProvider>,
    { route: path, path, preloadedState: signedInState() },
  );
}

describe('the live desk (decisions/live-desk.md)', () => {
  let play: jest.SpyInstance;
  beforeEach(() => {
    window.localStorage.clear();
    play = jest.spyOn(HTMLMediaElement.prototype, 'play');
  });

  it('counts NEW orders in the tab title, in the panel language', async () => {
    const { store } = renderDesk('/orders');
    act(() => {
      store.dispatch(deskCountsReceived({ NEW: 3 }));
    });
    await waitFor(() => expect(document.title).toBe('(3) Orders — Admin Panel'));
    act(() => {
      setLanguage('ar');
    });
    await waitFor(() => expect(document.title).toBe('(3) الطلبات — لوحة الإدارة'));
    act(() => {
      setLanguage('en');
    });
  });

  it('asks to enable sound when the browser blocks it, and rings once allowed', async () => {
    play.mockRejectedValue(Object.assign(new Error('blocked'), { name: 'NotAllowedError' }));
    const { store, user } = renderDesk();
    act(() => {
      store.dispatch(placed(41));
    });
    const enable = await screen.findByRole('button', { name: 'Enable sound' });
    expect(screen.getByText(/1 new order waits for someone/)).toBeInTheDocument();
    play.mockResolvedValue(undefined);
    await user.click(enable);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Enable sound' })).not.toBeInTheDocument());
    expect(Number(sound('new-order')?.dataset.played)).toBeGreaterThanOrEqual(1);
  });

  it('does not ring when muted on this browser', async () => {
    play.mockResolvedValue(undefined);
    window.localStorage.setItem('dukkan.desk-settings', JSON.stringify({ muted: true }));
    const { store } = renderDesk();
    act(() => {
      store.dispatch(placed(42));
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(play).not.toHaveBeenCalled();
  });

  it('rings for a scheduled order come due as for a new order, and says so until someone here opens it (decisions/delivery-slots.md)', async () => {
    play.mockResolvedValue(undefined);
    const { store } = renderDesk('/');
    act(() => {
      store.dispatch(due(123));
    });
    const banner = await screen.findByRole('status');
    expect(banner).toHaveTextContent('Scheduled order #123 is due for preparation');
    expect(banner.querySelector('bdi[dir="ltr"]')).toHaveTextContent('#123');
    expect(screen.getByRole('link', { name: 'Open New Orders' })).toHaveAttribute('href', '/orders?status=NEW');
    // The new-order chime, no other sound.
    // The sounds are made once the page is idle (their elements come then).
    await waitFor(() => expect(Number(sound('new-order')?.dataset.played)).toBeGreaterThanOrEqual(1));
    expect(document.querySelector<HTMLAudioElement>('audio[data-sound="escalated"]')?.dataset.played).toBeUndefined();

    act(() => {
      store.dispatch(due(124));
      store.dispatch(placed(125));
    });
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('2 scheduled orders are due for preparation'));
    act(() => {
      setLanguage('ar');
    });
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('حان وقت تحضير طلبين مجدولين'));
    act(() => {
      setLanguage('en');
      store.dispatch(orderAcknowledged(123));
      store.dispatch(orderEventsReceived([{ id: 900, orderId: 124, from: 'NEW', to: 'ACCEPTED', at: minutesAgo(0) }]));
    });
    await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
  });

  it('counts a scheduled order come due among those waiting when the browser blocks the sound', async () => {
    play.mockRejectedValue(Object.assign(new Error('blocked'), { name: 'NotAllowedError' }));
    const { store } = renderDesk();
    act(() => {
      store.dispatch(placed(41));
      store.dispatch(due(42));
    });
    expect(await screen.findByRole('button', { name: 'Enable sound' })).toBeInTheDocument();
    expect(screen.getByText(/2 new orders wait for someone/)).toBeInTheDocument();
  });

  it('raises the overdue banner and its distinct alarm for a NEW order waiting past the red age', async () => {
    play.mockResolvedValue(undefined);
    const { store } = renderDesk('/');
    act(() => {
      store.dispatch(deskWaitingReceived([{ id: 7, at: minutesAgo(16) }, { id: 8, at: minutesAgo(2) }]));
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('1 new order has waited more than 15 minutes.');
    expect(screen.getByRole('link', { name: 'Open New Orders' })).toHaveAttribute('href', '/orders?status=NEW');
    // Overdue before its sound was made: it rings once the sound is there.
    await waitFor(() => expect(Number(sound('overdue')?.dataset.played)).toBe(1));
  });

  it('counts every NEW order past the red age, not only the 100 the stream names, in both languages', async () => {
    play.mockResolvedValue(undefined);
    const { store } = renderDesk('/');
    // 150 placed 20 minutes ago and more, then 3 in the last minutes: 153 NEW.
    const old = Array.from({ length: 150 }, (_, i) => ({ id: i + 1, at: minutesAgo(20 + i / 60) }));
    const young = [{ id: 153, at: minutesAgo(1) }, { id: 152, at: minutesAgo(2) }, { id: 151, at: minutesAgo(3) }];
    act(() => {
      store.dispatch(deskCountsReceived({ NEW: 153 }));
      store.dispatch(deskWaitingReceived(old.slice(-100).reverse()));
      store.dispatch(deskRecentReceived([...young, ...old.slice(0, 97)]));
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('150 new orders have waited more than 15 minutes.');
    act(() => {
      setLanguage('ar');
    });
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('150 طلبًا جديدًا انتظرت أكثر من 15 دقيقة.'));
    act(() => {
      setLanguage('en');
    });
  });

  it('says "100+" when more than 100 are past the red age and more than 100 placed since', async () => {
    play.mockResolvedValue(undefined);
    const { store } = renderDesk('/');
    const old = Array.from({ length: 100 }, (_, i) => ({ id: i + 1, at: minutesAgo(30 - i / 60) }));
    const young = Array.from({ length: 100 }, (_, i) => ({ id: 1000 - i, at: minutesAgo(i / 60) }));
    act(() => {
      store.dispatch(deskCountsReceived({ NEW: 400 }));
      store.dispatch(deskWaitingReceived(old));
      store.dispatch(deskRecentReceived(young));
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('100+ new orders have waited more than 15 minutes.');
  });

  it('raises an escalated order on the desk with its own sound until it leaves NEW, its id kept left-to-right', async () => {
    play.mockResolvedValue(undefined);
    const { store } = renderDesk('/');
    act(() => {
      store.dispatch(escalation(12));
    });
    const banner = await screen.findByRole('alert');
    expect(banner).toHaveTextContent('Order #12 has waited over 10 minutes — escalated');
    expect(banner.querySelector('bdi[dir="ltr"]')).toHaveTextContent('#12');
    expect(screen.getByRole('link', { name: 'Open New Orders' })).toHaveAttribute('href', '/orders?status=NEW');
    await waitFor(() => expect(Number(sound('escalated')?.dataset.played)).toBe(1));
    const siren = sound('escalated');

    act(() => {
      store.dispatch(escalation(14, 11));
      store.dispatch(escalation(15, 12));
    });
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('3 orders have waited over 10 minutes — escalated'));
    await waitFor(() => expect(Number(siren?.dataset.played)).toBe(2));
    act(() => {
      setLanguage('ar');
    });
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('3 طلبات انتظرت أكثر من 10 دقائق — تم تصعيدها'));

    // Accepted or rejected anywhere: no longer raised.
    act(() => {
      store.dispatch(orderEventsReceived([14, 15].map((orderId) => ({ id: 600 + orderId, orderId, from: 'NEW' as const, to: 'ACCEPTED' as const, at: minutesAgo(0) }))));
    });
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('الطلب #12 انتظر أكثر من 10 دقائق — تم تصعيده'));
    act(() => {
      setLanguage('en');
      store.dispatch(orderEventsReceived([{ id: 612, orderId: 12, from: 'NEW', to: 'REJECTED', at: minutesAgo(0) }]));
    });
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });

  it('raises the orders escalated before this tab listened, named by the waiting orders', async () => {
    play.mockResolvedValue(undefined);
    const { store } = renderDesk('/');
    act(() => {
      store.dispatch(deskWaitingReceived([{ id: 7, at: minutesAgo(14), escalated: { at: minutesAgo(2), minutes: 12 } }, { id: 8, at: minutesAgo(3) }]));
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Order #7 has waited over 12 minutes — escalated');
  });

  it('shows a desktop notification for a new order while the panel is in the background, when chosen and allowed', async () => {
    play.mockResolvedValue(undefined);
    const shown: { title: string; body?: string }[] = [];
    class FakeNotification {
      static permission = 'granted';
      onclick: (() => void) | null = null;
      constructor(title: string, options?: { body?: string }) {
        shown.push({ title, body: options?.body });
      }
    }
    const hidden = jest.spyOn(document, 'hidden', 'get').mockReturnValue(true);
    Object.defineProperty(window, 'Notification', { value: FakeNotification, configurable: true });
    try {
      window.localStorage.setItem('dukkan.desk-settings', JSON.stringify({ notifications: true }));
      const { store } = renderDesk();
      act(() => {
        store.dispatch(placed(43));
      });
      await waitFor(() => expect(shown).toEqual([{ title: 'New order #43', body: 'Open the panel to accept or reject it.' }]));
      act(() => {
        store.dispatch(due(47));
      });
      await waitFor(() => expect(shown).toHaveLength(2));
      expect(shown[1]).toEqual({ title: 'Scheduled order #47 is due for preparation', body: 'Open the panel to accept or reject it.' });
      shown.splice(1);
      act(() => {
        store.dispatch(escalation(43, 10));
      });
      await waitFor(() => expect(shown).toHaveLength(2));
      expect(shown[1]).toEqual({ title: 'Order #43 escalated', body: 'It has waited over 10 minutes. Open the panel to answer it.' });
      // Not chosen: none.
      act(() => {
        window.localStorage.setItem('dukkan.desk-settings', JSON.stringify({ notifications: false }));
        window.dispatchEvent(new StorageEvent('storage', { key: 'dukkan.desk-settings' }));
        store.dispatch(placed(44));
        store.dispatch(escalation(44));
      });
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(shown).toHaveLength(2);
    } finally {
      hidden.mockRestore();
      delete (window as { Notification?: unknown }).Notification;
    }
  });

  it('says so while live updates are down', async () => {
    const { store } = renderDesk();
    act(() => {
      store.dispatch(deskConnectionChanged('offline'));
    });
    expect(await screen.findByText('Live order updates are paused. Reconnecting…')).toBeInTheDocument();
    act(() => {
      store.dispatch(deskConnectionChanged('live'));
    });
    await waitFor(() => expect(screen.queryByText('Live order updates are paused. Reconnecting…')).not.toBeInTheDocument());
  });
});
