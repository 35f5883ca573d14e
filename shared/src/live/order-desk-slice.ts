import { createSelector, createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { sessionEnded } from '../auth/auth-slice';
import { rootReducer } from '../store/root-reducer';
import type { OrderDueEvent, OrderStatus, OrderStreamMessages, TeamSettings } from '../wire/api-contract';
import { orderEscalationHeard } from './order-workspace';

/** The six order statuses of spec §4, as the live stream names them: the API's. */
export type LiveOrderStatus = OrderStatus;

/** One step of an order's timeline, as the live stream sends it (`from` null: just placed; `at` ISO). */
export type LiveOrderEvent = OrderStreamMessages['order'];

/** An order and when it was placed (ISO). */
export type PlacedOrder = OrderStreamMessages['waiting'][number];

/**
 * An order that needs the desk now and no one here has acknowledged: placed live, or (`due`) a scheduled order whose
 * preparation time came (decisions/delivery-slots.md), `at` then being that time.
 */
export interface FreshOrder extends PlacedOrder {
  due?: boolean;
}

/** A NEW order the unanswered rule escalated (decisions/order-workspace.md): when, and how long it had waited then (whole minutes). */
export interface EscalatedOrder {
  id: number;
  at: string;
  minutes: number;
}

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
   * A scheduled order joins them when its preparation time comes (its `due` event), not when placed.
   */
  fresh: FreshOrder[];
  /**
   * The team's settings kept on the server (decisions/order-workspace.md: the age thresholds, the
   * unanswered rule…), as the stream sends them on connecting and after each change, or as the
   * settings page read or saved them; null until one of them has.
   */
  teamSettings: TeamSettings | null;
  /**
   * The escalations heard on the stream (its `escalation` events), each until the order leaves NEW
   * (its `order` event); the ones escalated before are among `waiting` (selectEscalatedOrders).
   */
  escalations: EscalatedOrder[];
}

const initialState: OrderDeskState = { connection: 'idle', counts: null, waiting: [], recent: [], fresh: [], teamSettings: null, escalations: [] };

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
          // decisions/delivery-slots.md: an order placed for a later slot does not need the desk yet; its `due` event rings.
          if (!event.scheduled && !state.fresh.some((order) => order.id === event.orderId)) state.fresh.push({ id: event.orderId, at: event.at });
        } else {
          // Accepted or rejected by anyone, here or elsewhere: nothing left to acknowledge.
          state.fresh = state.fresh.filter((order) => order.id !== event.orderId);
        }
        // Out of NEW: no longer escalated on the desk (the order keeps it as history).
        if (event.to !== 'NEW') state.escalations = state.escalations.filter((order) => order.id !== event.orderId);
      }
    },
    /**
     * decisions/delivery-slots.md: scheduled orders whose preparation time came (the stream's `due` events): they need
     * the desk now, so they ring and are highlighted as a new order is, until someone acknowledges or moves them.
     */
    ordersDueReceived(state, action: PayloadAction<OrderDueEvent[]>) {
      for (const event of action.payload) {
        const held = state.fresh.find((order) => order.id === event.orderId);
        if (held) held.due = true;
        else state.fresh.push({ id: event.orderId, at: event.prepareAt, due: true });
      }
    },
    /**
     * The stream could not replay what this tab missed (`reset`): the escalations heard may have left
     * NEW unheard, so they are forgotten; the waiting orders sent next name the ones still escalated.
     */
    deskReplayLost(state) {
      state.escalations = [];
    },
    teamSettingsReceived(state, action: PayloadAction<TeamSettings>) {
      state.teamSettings = action.payload;
    },
    /** Someone here opened or acted on the order. */
    orderAcknowledged(state, action: PayloadAction<number>) {
      state.fresh = state.fresh.filter((order) => order.id !== action.payload);
    },
  },
  extraReducers: (builder) =>
    builder
      // Signed out: nothing of this session's desk stays.
      .addCase(sessionEnded, () => initialState)
      .addCase(orderEscalationHeard, (state, { payload }) => {
        if (!state.escalations.some((order) => order.id === payload.orderId)) {
          state.escalations.push({ id: payload.orderId, at: payload.escalatedAt, minutes: payload.minutes });
        }
      }),
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
    /** The fresh orders that are scheduled orders come due (decisions/delivery-slots.md): the desk's banner names them. */
    selectDueOrders: createSelector([(state: OrderDeskState) => state.fresh], (fresh) => fresh.filter((order) => order.due)),
    selectTeamSettings: (state) => state.teamSettings,
    /**
     * The NEW orders escalated (decisions/order-workspace.md), by id: those heard on the stream and, for the ones
     * escalated before this tab listened, the waiting orders that say so (each new `waiting` replaces the last).
     */
    selectEscalatedOrders: createSelector([(state: OrderDeskState) => state.escalations, (state: OrderDeskState) => state.waiting], (heard, waiting) => {
      const escalated = new Map(heard.map((order) => [order.id, order]));
      for (const order of waiting) if (order.escalated && !escalated.has(order.id)) escalated.set(order.id, { id: order.id, ...order.escalated });
      return [...escalated.values()].sort((a, b) => a.id - b.id);
    }),
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
  ordersDueReceived,
  orderAcknowledged,
  teamSettingsReceived,
  deskReplayLost,
} = orderDeskSlice.actions;
export const {
  selectDeskConnection,
  selectNewOrderCount,
  selectOrderCounts,
  selectStreamWritesOrders,
  selectWaitingOrders,
  selectRecentOrders,
  selectFreshOrders,
  selectDueOrders,
  selectTeamSettings,
  selectEscalatedOrders,
} = deskInStore.selectors;
