/** One message the test sends down the stream: its event name, its JSON data and, for `order`, `ready` and `reset`, its id. */
export interface StreamMessage {
  event: string;
  data: unknown;
  id?: number;
}

export interface StubbedOrderStream {
  /** The answer of `GET orders/stream` for stubFetch: each call opens one connection the test writes to. */
  handler: () => Response;
  /** Writes messages to every open connection, as the API does (Server-Sent Events). */
  send: (...messages: StreamMessage[]) => void;
  /** How many connections were opened. */
  readonly connections: number;
  /** Ends every open connection (the test's clean-up: the client's own close leaves its read pending). */
  end: () => void;
}

/**
 * The live order stream stubbed at the fetch level, like every other call (architecture §4): the
 * panel's real stream client (`useOrderStream`, the `eventsource` package) reads it.
 *   const stream = stubOrderStream();
 *   stubFetch({ 'GET orders/stream': stream.handler, … });
 *   stream.send({ event: 'ready', data: {}, id: 1 }, { event: 'counts', data: { NEW: 3, … } });
 */
export function stubOrderStream(): StubbedOrderStream {
  const open = new Set<ReadableStreamDefaultController<Uint8Array>>();
  let connections = 0;
  const encoder = new TextEncoder();
  const text = ({ event, data, id }: StreamMessage) => `${id === undefined ? '' : `id: ${id}\n`}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
  return {
    handler: () => {
      connections += 1;
      let controller!: ReadableStreamDefaultController<Uint8Array>;
      const body = new ReadableStream<Uint8Array>({
        start: (c) => {
          controller = c;
          open.add(c);
        },
        cancel: () => void open.delete(controller),
      });
      return new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } });
    },
    send: (...messages) => {
      const bytes = encoder.encode(messages.map(text).join(''));
      for (const controller of open) controller.enqueue(bytes);
    },
    get connections() {
      return connections;
    },
    end: () => {
      for (const controller of open) controller.close();
      open.clear();
    },
  };
}
