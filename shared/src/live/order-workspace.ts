import { createAction } from '@reduxjs/toolkit';
import { idTag } from '../api/cache-tags';
import type { OrderClaimEvent, OrderEscalationEvent } from '../wire/api-contract';

// decisions/order-workspace.md: what the live stream hears of the order workspace (claims, internal notes, escalations)
// and how it reaches the caches. The orders remote owns its cached orders, so a claim or an escalation travels as an
// action its one cache writer listens to (updateQueryData: no refetch); a note only makes that order's notes stale.
// The live desk keeps the escalations too (order-desk-slice.ts), to raise them until the orders leave NEW.

/** The stream heard a claim taken, given, released or over (its `claim` event). */
export const orderClaimHeard = createAction<OrderClaimEvent>('orderWorkspace/claimHeard');

/** The stream heard the unanswered rule escalate a NEW order (its `escalation` event). */
export const orderEscalationHeard = createAction<OrderEscalationEvent>('orderWorkspace/escalationHeard');

/** The tag of one order's internal notes (GET orders/{id}/notes), by the order's id: a note heard on the stream invalidates it. */
export const orderNotesTag = (orderId: number) => idTag('OrderNote', orderId);
