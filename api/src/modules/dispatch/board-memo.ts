import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SignalName } from '../../db/signals';
import { type BoardCountRow, type DriverRow, dispatchRepository } from './dispatch-repository';

declare module 'fastify' {
  interface FastifyInstance {
    /** decisions/dispatch.md: the board's shared reads, worked out once per change (board-memo.ts). */
    boardMemo: BoardMemo;
  }
}

/** What every board viewer reads again on each change, kept between changes. */
export interface BoardMemo {
  /** The drivers on shift by name, with their areas and loads (the board's column, and whom its lists suggest). */
  driversOnShift(): Promise<DriverRow[]>;
  /** The open orders counted per area and state, of the scope's shops (null: every shop). */
  boardCounts(shopIds: number[] | null): Promise<BoardCountRow[]>;
}

/**
 * The changes that move a count or a driver: an order's status or delivery, a driver's profile or shift, a user renamed
 * or gone. Every replica hears them after the commit (db/signals.ts).
 */
const CHANGES: readonly SignalName[] = ['order-event', 'order-delivery', 'driver-changed', 'user-changed', 'user-deleted'];

/** Methods that change nothing: every other one answered successfully here may have changed what is kept. */
const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

interface Kept<T> {
  value: T;
  until: number;
}

/**
 * decisions/dispatch.md: every lead's board asks for its counts and drivers again on each change the order stream
 * brings, so each replica works them out once per change and hands the same rows to every viewer until the next one.
 *
 * Everything kept is forgotten on every change signal (sent after the commit, heard by every replica), on every write
 * this replica answers (before its answer leaves, so whoever changed something reads the change next), and when the
 * listening connection drops or returns (signals may have been missed; nothing is kept while it is down). A read is kept
 * from the moment it starts, so one that overlapped a change is forgotten with it. What no signal names (an area renamed
 * through another replica) shows within `ttlMs`; 0 keeps nothing.
 */
export const boardMemoPlugin = fp<{ ttlMs: number }>(
  async (app, { ttlMs }) => {
    const repo = dispatchRepository(app.db);
    /** Each read kept, by key ('drivers'; 'counts:' and the scope's shops), as the promise of its rows. */
    const reads = new Map<string, Kept<Promise<unknown>>>();
    const forget = () => reads.clear();

    /** `read`'s rows, shared by every asker while kept (a read still running is shared too). */
    const kept = <T>(key: string, read: () => Promise<T>): Promise<T> => {
      const now = Date.now();
      const held = reads.get(key) as Kept<Promise<T>> | undefined;
      if (held && held.until > now) return held.value;
      const value = read();
      // Nothing is kept while signals may be missed: a change would go unheard.
      if (ttlMs <= 0 || !app.signals.listening) return value;
      const entry: Kept<Promise<T>> = { value, until: now + ttlMs };
      reads.set(key, entry);
      // A failed read is not kept. One that overlapped a change is already gone: the change forgot every entry.
      value.catch(() => {
        if (reads.get(key) === entry) reads.delete(key);
      });
      return value;
    };

    const stopHearing = [...CHANGES.map((signal) => app.signals.on(signal, forget)), app.signals.onListeningChange(forget)];
    app.addHook('onClose', async () => {
      for (const stop of stopHearing) stop();
    });
    app.addHook('onSend', (request: FastifyRequest, reply: FastifyReply, payload, done) => {
      if (!READS.has(request.method) && reply.statusCode < 400) forget();
      done(null, payload);
    });

    app.decorate('boardMemo', {
      driversOnShift: () => kept('drivers', () => repo.drivers({ onShift: true })),
      boardCounts: (shopIds: number[] | null) =>
        kept(`counts:${shopIds === null ? 'all' : [...shopIds].sort((a, b) => a - b).join(',')}`, () => repo.boardCounts(shopIds)),
    } satisfies BoardMemo);
  },
  { name: 'board-memo', dependencies: ['database', 'signals'] },
);
