import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { sessionEnded } from '../auth/auth-slice';
import { rootReducer } from '../store/root-reducer';
import type { OrderStatus, OrderStreamMessages, TeamSettings } from '../wire/api-contract';

/** The six order statuses of spec §4, as the live stream names them: the API's. */
export type LiveOrderStatus = OrderStatus;

/** One step of an order's timeline, as the live stream sends it (`from` null: just placed; `at` ISO). */
export type LiveOrderEvent = OrderStreamMessages['order'];

/** An order and when it was placed (ISO). */
export type PlacedOrder = OrderStreamMessages['waiting'][number];

/** How the stream is: not started (signed out), connecting, live, or offline (it keeps trying). */
export type DeskConnection = 'idle' | 'connecting' | 'live' | 'offline';

export interface OrderDeskState {
  connection: DeskConnection;
  /** Orders per status, as the stream last said; null before it said. */
  counts: Partial<Record<LiveOrderStatus, number>> | null;
  /** The NEW orders placed first (at most 100), for the escalation of the longest waits. */
  waiting: PlacedOrder[];
  /** The NEW orders placed last (at most 100): with the count and `waiting`, the exact number past the red age (desk-counts.ts). */
  recent: PlacedOrder[];
  /**
   * Orders placed while this tab was open that no one has acknowledged yet: no one has opened,
   * accepted or rejected them. They are highlighted, and the sound rings while there are any.
   */
  fresh: PlacedOrder[];
  /**
   * The team's settings kept on the server (decisions/order-workspace.md: the age thresholds, the
   * unanswered rule…), as the stream sends them on connecting and after each change, or as the
   * settings page read or saved them; null until one of them has.
   */
  teamSettings: TeamSettings | null;
}

const initialState: OrderDeskState = { connection: 'idle', counts: null, waiting: [], recent: [], fresh: [], teamSettings: null };

/**
 * The live order desk (decisions/live-desk.md) in the one store: what the host's badge, title, sound and
 * escalation and the orders screen's highlight read. Fed by the order stream (order-stream.ts).
 */
export const orderDeskSlice = createSlice({
  name: 'orderDesk',
  initialState,
  reducers: {
    deskConnectionChanged(state, action: PayloadAction<DeskConnection>) {
      state.connection = action.payload;
    },
    deskCountsReceived(state, action: PayloadAction<Partial<Record<LiveOrderStatus, number>>>) {
      state.counts = action.payload;
    },
    deskWaitingReceived(state, action: PayloadAction<PlacedOrder[]>) {
      state.waiting = action.payload;
    },
    deskRecentReceived(state, action: PayloadAction<PlacedOrder[]>) {
      state.recent = action.payload;
    },
    orderEventsReceived(state, action: PayloadAction<LiveOrderEvent[]>) {
      for (const event of action.payload) {
        if (event.from === null && event.to === 'NEW') {
          if (!state.fresh.some((order) => order.id === event.orderId)) state.fresh.push({ id: event.orderId, at: event.at });
        } else {
          // Accepted or rejected by anyone, here or elsewhere: nothing left to acknowledge.
          state.fresh = state.fresh.filter((order) => order.id !== event.orderId);
        }
      }
    },
    teamSettingsReceived(state, action: PayloadAction<TeamSettings>) {
      state.teamSettings = action.payload;
    },
    /** Someone here opened or acted on the order. */
    orderAcknowledged(state, action: PayloadAction<number>) {
      state.fresh = state.fresh.filter((order) => order.id !== action.payload);
    },
  },
  // Signed out: nothing of this session's desk stays.
  extraReducers: (builder) => builder.addCase(sessionEnded, () => initialState),
  selectors: {
    selectDeskConnection: (state) => state.connection,
    selectNewOrderCount: (state) => state.counts?.NEW ?? null,
    /** Orders per status, as the stream last said: the orders screen's tabs with no search or filter, as the badge (NEW). */
    selectOrderCounts: (state) => state.counts,
    /**
     * The stream is live and has said where the desk is: its events refresh every order list on
     * screen (architecture §7: the one writer of the orders' cache). Not yet, offline, or no stream
     * (a remote running on its own): a tab's own changes refresh its lists.
     */
    selectStreamWritesOrders: (state) => state.connection === 'live' && state.counts !== null,
    selectWaitingOrders: (state) => state.waiting,
    selectRecentOrders: (state) => state.recent,
    selectFreshOrders: (state) => state.fresh,
    selectTeamSettings: (state) => state.teamSettings,
  },
});

// The desk joins the one store itself (architecture §2): the store names no feature's slice.
declare module '../store/root-reducer' {
  interface LazyLoadedSlices extends WithSlice<typeof orderDeskSlice> {}
}
const deskInStore = orderDeskSlice.injectInto(rootReducer);

export const {
  deskConnectionChanged,
  deskCountsReceived,
  deskWaitingReceived,
  deskRecentReceived,
  orderEventsReceived,
  orderAcknowledged,
  teamSettingsReceived,
} = orderDeskSlice.actions;
export const {
  selectDeskConnection,
  selectNewOrderCount,
  selectOrderCounts,
  selectStreamWritesOrders,
  selectWaitingOrders,
  selectRecentOrders,
  selectFreshOrders,
  selectTeamSettings,
} = deskInStore.selectors;
