import { everyMember, type MessageKind, type MessageStatus } from '@dukkan/shared';
import type { StatusTone } from '@dukkan/shared/kit';

/** decisions/customer-messages.md: the steps of an order a customer is told of, in the order an order meets them. */
export const MESSAGE_KINDS = everyMember<MessageKind>()(['order_accepted', 'item_changed', 'item_question', 'on_the_way', 'delivered', 'refunded']);

/** The outbox's status filter: every status, then All (no filter) first. */
export const MESSAGE_STATUSES = everyMember<MessageStatus>()(['queued', 'sent', 'failed']);

/** Waiting is on its way (yellow: it may have failed once already); failed waits for a person. */
export const MESSAGE_STATUS_TONES: Record<MessageStatus, StatusTone> = { queued: 'warning', sent: 'success', failed: 'danger' };

/** A template's text holds at most this many characters once trimmed (the API's TEMPLATE_TEXT_MAX). */
export const TEMPLATE_TEXT_MAX = 1000;

/** How a variable is written in a template's text. */
export const variableToken = (name: string) => `{{${name}}}`;
