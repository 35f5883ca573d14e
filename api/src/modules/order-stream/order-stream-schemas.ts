/** The stream's request headers: `Last-Event-ID`, the id of the last `order` event the client has. */
export const streamHeadersSchema = {
  type: 'object',
  properties: {
    'last-event-id': { type: 'string', pattern: '^[0-9]{1,15}$', description: 'Resume after this event id' },
  },
} as const;
