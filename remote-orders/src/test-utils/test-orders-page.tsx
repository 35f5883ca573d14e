// The orders screen's unit tests share these: a fake API that moves orders like ours does, the
// screen rendered as the remote mounts it, and finders for its table, rows and dialogs.
import { ORDER_STATUSES } from '@dukkan/shared';
import {
  fail,
  ok,
  renderWithProviders,
  signedInState,
  stubFetch,
  type StubbedFetch,
  type StubRequest,
} from '@dukkan/shared/test-utils';
import { screen, waitFor, within } from '@testing-library/react';
import remoteRoutes from '../app/routes';
import { OrdersPage } from '../orders/OrdersPage';
import type { Order, OrderStatus } from '../common/order-types';
import { ordersPage } from './test-orders';

// Fluent's dialogs and toasts take a while to appear on a loaded machine: wait longer than 1 s.
export const slow = { timeout: 5000 };

export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

/** The signed-in member of staff of renderOrders (shared's testUser). */
export const ME = { id: 1, name: 'Staff Member' };
export const FATIMA = { id: 3, name: 'Fatima Al-Sabah' };

/** An order's claim as our API answers it: held by `holder` since 11:10 Kuwait time. */
export const claimBy = (holder: { id: number; name: string }) => ({ holder, since: '2025-03-05T08:10:00.000Z', expiresAt: '2025-03-05T08:25:00.000Z' });

/**
 * Orders per status, served by a fake API that applies status changes like ours does; SCHEDULED: the NEW orders whose
 * preparation time is ahead, which NEW leaves out (decisions/delivery-slots.md: `scheduled=true`).
 */
export function fakeApi(byStatus: Partial<Record<OrderStatus | 'SCHEDULED', Order[]>>, extra: Parameters<typeof stubFetch>[0] = {}) {
  const lists: Record<string, Order[]> = { ...byStatus };
  const findOrder = (id: number) => Object.values(lists).flat().find((order) => order.id === id);
  const counts = () => Object.fromEntries([...ORDER_STATUSES, 'SCHEDULED'].map((s) => [s, lists[s]?.length ?? 0]));
  return stubFetch({
    'GET orders/stats': () => ok(counts()),
    // No status: every order (the All tab), newest first.
    'GET orders': (req: StubRequest) => {
      const status = req.query.get('status') ?? (req.query.get('scheduled') === 'true' ? 'SCHEDULED' : null);
      return ok(ordersPage(status ? (lists[status] ?? []) : Object.values(lists).flat().sort((a, b) => b.id - a.id)));
    },
    'PATCH orders/:id/status': (req: StubRequest) => {
      const id = Number(req.params.id);
      const to = (req.body as { status: OrderStatus }).status;
      for (const [status, orders] of Object.entries(lists)) {
        const order = orders.find((o) => o.id === id);
        if (order) {
          lists[status] = orders.filter((o) => o !== order);
          lists[to] = [{ ...order, status: to }, ...(lists[to] ?? [])];
          return ok({ ...order, status: to });
        }
      }
      return fail(404, `Order #${id} was not found`);
    },
    // decisions/order-workspace.md: claims as our API takes them (one holder; a second claim is a 409 naming them).
    'POST orders/:id/claim': (req: StubRequest) => {
      const order = findOrder(Number(req.params.id));
      if (!order) return fail(404, `Order #${req.params.id} was not found`);
      if (order.claim && order.claim.holder?.id !== ME.id) {
        return fail(409, `Order #${order.id} is already claimed by ${order.claim.holder?.name}`, { code: 'ORDER_CLAIMED' });
      }
      order.claim = claimBy(ME);
      return ok(order);
    },
    'DELETE orders/:id/claim': (req: StubRequest) => {
      const order = findOrder(Number(req.params.id));
      if (!order) return fail(404, `Order #${req.params.id} was not found`);
      order.claim = null;
      return ok(order);
    },
    ...extra,
  });
}

/**
 * The open dialog with this name. Found by its role attribute and checked by its labelling title:
 * a role query over the whole page (ten-column tables of Fluent markup) takes seconds in jsdom.
 * Queries inside it pass `hidden: true`: in jsdom, Tabster's modalizer sometimes leaves the
 * surface aria-hidden until focus settles (never in Chromium, where the journeys check it).
 */
export function findDialog(role: 'dialog' | 'alertdialog', name?: string) {
  return waitFor(() => {
    const dialog = document.querySelector<HTMLElement>(`[role="${role}"]`);
    expect(dialog).not.toBeNull();
    // Its name is its title (aria-labelledby), read directly for the reason above.
    if (name) expect(document.getElementById(dialog?.getAttribute('aria-labelledby') ?? '')).toHaveTextContent(name);
    if (!dialog) throw new Error(`no ${role}`);
    return dialog;
  }, slow);
}

// The order page as the remote mounts it: a feature's test reaches another feature through the routes.
const orderItemsRoute = Object.fromEntries(remoteRoutes.filter((r) => r.path === '/order-items/:id').map((r) => [r.path, r.element]));

export function renderOrders(route = '/orders') {
  return renderWithProviders(<OrdersPage />, {
    route,
    path: '/orders',
    preloadedState: signedInState(),
    otherRoutes: orderItemsRoute,
  });
}

export const table = () => screen.findByRole('table', { name: /orders$/ }, slow);
export const rowOf = async (id: number) => {
  const cell = await within(await table()).findByText(`#${id}`, undefined, slow);
  return cell.closest('tr') as HTMLElement;
};
export const headers = async () => within(await table()).getAllByRole('columnheader').map((th) => th.textContent);

/**
 * The order's row in either language, found by its '#id' cell. Queries after a confirmed dialog
 * pass `hidden: true`: when the row that opened the dialog has left the tab, jsdom's Tabster keeps
 * the page aria-hidden (the browser journeys see it the strict way).
 */
export async function rowById(id: number) {
  const cell = await screen.findByText(`#${id}`, { selector: 'td *' }, slow);
  return cell.closest('tr') as HTMLElement;
}
export const tabNamed = (name: RegExp) => screen.getByRole('tab', { name, hidden: true });

export const statusBodies = (api: StubbedFetch) => api.callsTo('PATCH orders/:id/status').map((call) => call.body);

/** Opens the confirmation of `button` on the order's row; gives the dialog and its reason field. */
export async function ask(user: ReturnType<typeof renderOrders>['user'], orderId: number, button: string, title: string) {
  await user.click(within(await rowById(orderId)).getByRole('button', { name: button, hidden: true }));
  const dialog = await findDialog('alertdialog', title);
  return { dialog, field: within(dialog).getByRole('textbox', { name: 'Reason (optional)', hidden: true }) as HTMLTextAreaElement };
}
