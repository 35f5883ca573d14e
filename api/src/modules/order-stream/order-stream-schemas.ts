/** The stream's request headers: `Last-Event-ID`, the id of the last `order` event the client has. */
export const streamHeadersSchema = {
  type: 'object',
  properties: {
    'last-event-id': { type: 'string', pattern: '^[0-9]{1,15}$', description: 'Resume after this event id' },
  },
} as const;

/** The answer, for the docs: an event stream that lasts as long as the connection (never JSON). */
export const streamResponseSchema = {
  description: 'Server-Sent Events: `order`, `counts`, `waiting`, `recent`, `ready`, `reset` and a `ping` every LIVE_HEARTBEAT_MS',
  content: { 'text/event-stream': { schema: { type: 'string' } } },
} as const;
