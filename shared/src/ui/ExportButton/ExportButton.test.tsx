import { screen, waitFor } from '@testing-library/react';
import { fail, renderWithProviders, signedInState, stubFetch } from '../../test-utils';
import { PERMISSION_DENIED_EVENT } from '../../api/permission-denied';
import { ExportButton } from './ExportButton';

// decisions/reports-and-bulk.md: Export downloads what the list's filters match, counting the rows as they stream in.
jest.setTimeout(60_000);

const csv = (rows: number) => `\uFEFFOrder ID,Status\r\n${Array.from({ length: rows }, (_, i) => `${i + 1},NEW\r\n`).join('')}`;
const saved: { name: string; bytes: Promise<ArrayBuffer> }[] = [];

beforeEach(() => {
  saved.length = 0;
  let lastBlob: Blob | null = null;
  URL.createObjectURL = jest.fn((blob: Blob) => {
    lastBlob = blob;
    return 'blob:export';
  });
  URL.revokeObjectURL = jest.fn();
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    if (lastBlob) saved.push({ name: this.download, bytes: lastBlob.arrayBuffer() });
  });
});
afterEach(() => jest.restoreAllMocks());

describe('ExportButton', () => {
  it("asks the export with the list's query and the session's token, saves the server's file and says how many rows", async () => {
    const api = stubFetch({
      'GET orders/export': () => new Response(csv(3), { headers: { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': 'attachment; filename="orders-2026-11-25.csv"' } }),
    });
    const { user } = renderWithProviders(<ExportButton path="orders/export" query="status=NEW&q=fatima" />, { preloadedState: signedInState() });
    await user.click(screen.getByRole('button', { name: 'Export' }));
    expect(await screen.findByText('Exported 3 rows')).toBeInTheDocument();
    const [request] = api.callsTo('GET orders/export');
    expect(Object.fromEntries(request.query)).toEqual({ status: 'NEW', q: 'fatima' });
    expect(request.headers.get('authorization')).toMatch(/^Bearer /);
    expect(saved.map((file) => file.name)).toEqual(['orders-2026-11-25.csv']);
    // The byte order mark stays: Excel reads the Arabic right only with it.
    expect(Buffer.from(await saved[0].bytes).toString('utf8')).toBe(csv(3));
    expect(screen.getByRole('button', { name: 'Export' })).toBeEnabled();
  });

  it.each([
    ['shop/export', 'shops-2026-11-27.csv'],
    ['categories/export', 'categories-2026-11-27.csv'],
    ['user/export', 'users-2026-11-27.csv'],
    ['audit/export', 'activity-2026-11-27.csv'],
  ])('names the file by its list and the Kuwait day when the answer hides its name (%s)', async (path, name) => {
    // 22:30 UTC on the 26th is the 27th in Kuwait; only the clock is faked.
    jest.useFakeTimers({ now: new Date('2026-11-26T22:30:00Z'), doNotFake: ['nextTick', 'setImmediate', 'setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'queueMicrotask', 'requestAnimationFrame', 'cancelAnimationFrame', 'requestIdleCallback', 'cancelIdleCallback', 'performance', 'hrtime'] });
    try {
      stubFetch({ [`GET ${path}`]: () => new Response(csv(1), { headers: { 'content-type': 'text/csv; charset=utf-8' } }) });
      const { user } = renderWithProviders(<ExportButton path={path} query="" />, { preloadedState: signedInState() });
      await user.click(screen.getByRole('button', { name: 'Export' }));
      expect(await screen.findByText('Exported 1 row')).toBeInTheDocument();
      expect(saved.map((file) => file.name)).toEqual([name]);
    } finally {
      jest.useRealTimers();
    }
  });

  it("shows the server's message when it refuses, and a 403 raises the permission-denied event", async () => {
    stubFetch({ 'GET user/export': fail(403, 'Only owners may export users') });
    const denied = jest.fn();
    window.addEventListener(PERMISSION_DENIED_EVENT, denied);
    const { user } = renderWithProviders(<ExportButton path="user/export" query="" />, { preloadedState: signedInState() });
    await user.click(screen.getByRole('button', { name: 'Export' }));
    expect(await screen.findByText('Only owners may export users')).toBeInTheDocument();
    await waitFor(() => expect(denied).toHaveBeenCalledTimes(1));
    window.removeEventListener(PERMISSION_DENIED_EVENT, denied);
    expect(saved).toEqual([]);
  });

  it('shows the rows received while the file streams in, and Cancel stops it without saving', async () => {
    const stream: { push?: (text: string) => void } = {};
    stubFetch({
      'GET products/export': () =>
        new Response(
          new ReadableStream<Uint8Array>({
            start(controller) {
              stream.push = (text) => controller.enqueue(new TextEncoder().encode(text));
            },
          }),
          { headers: { 'content-disposition': 'attachment; filename="products-2026-11-25.csv"' } },
        ),
    });
    const { user } = renderWithProviders(<ExportButton path="products/export" query="" total={4} />, { preloadedState: signedInState() });
    await user.click(screen.getByRole('button', { name: 'Export' }));
    await waitFor(() => expect(stream.push).toBeDefined());
    stream.push?.('\uFEFFProduct ID\r\n1\r\n2\r\n');
    expect(await screen.findByText('Exporting… 2 rows')).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0.5');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('Export cancelled')).toBeInTheDocument();
    expect(saved).toEqual([]);
  });
});
