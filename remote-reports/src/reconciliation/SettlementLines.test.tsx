import { setLanguage } from '@dukkan/shared';
import { fail, ok, openDialog, renderWithProviders, signedInState, type StubRequest } from '@dukkan/shared/test-utils';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import '../i18n';
import type { SettlementLine } from './reconciliation-api';
import { SettlementLines } from './SettlementLines';
import { line, LINES, reconciliationServer } from '../test-utils/reconciliation-server';

// decisions/reconciliation.md: the settlement lines of /reconciliation, with the network stubbed.

const renderLines = (route = '/reconciliation') =>
  renderWithProviders(<SettlementLines />, { route, path: '/reconciliation', preloadedState: signedInState() });

const linesTable = () => screen.findByRole('table', { name: 'Settlement lines' });
const bodyRows = async () => within(await linesTable()).getAllByRole('row').slice(1);
const cells = (row: HTMLElement) => within(row).getAllByRole('cell').map((cell) => cell.textContent);

const RESOLVED: SettlementLine = {
  ...LINES[0],
  status: 'resolved',
  resolution: 'A test payment by the gateway, refunded by them on 23 Nov',
  resolvedBy: { id: 1, name: 'Owner One' },
  resolvedAt: '2026-11-23T09:15:00.000Z',
};

afterEach(async () => {
  await act(() => setLanguage('en'));
});

describe('the settlement lines (decisions/reconciliation.md)', () => {
  it('lists the unmatched lines, each with its problem in words, its order when there is one, and Resolve', async () => {
    const api = reconciliationServer();
    renderLines();
    const rows = await bodyRows();
    expect(api.callsTo('GET reconciliation/lines').map((call) => call.url.search)).toEqual(['?status=unmatched']);
    expect(within(await linesTable()).getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'S.No',
      'Reference',
      'Date',
      'Method',
      'Amount',
      'Problem',
      'Order',
      'Status',
      '',
    ]);
    expect(rows.map(cells)).toEqual([
      ['1', 'DK-9999', '22 Nov 2026', 'KNET', 'KWD 12.500', 'No order or refund with this reference', '—', 'Unmatched', 'Resolve'],
      ['2', '#1041', '22 Nov 2026', 'KNET', 'KWD 7.250', 'The amount differs from the order', 'Order #1041', 'Unmatched', 'Resolve'],
      ['3', '1042', '22 Nov 2026', 'Card', 'KWD 12.500', 'Paid by another method', 'Order #1042', 'Unmatched', 'Resolve'],
      ['4', 'RF-77', '22 Nov 2026', 'KNET', 'KWD -3.500', 'Already matched by another line', 'Refund #77', 'Unmatched', 'Resolve'],
    ]);
    expect(within(rows[1]).getByRole('link', { name: 'Order #1041' })).toHaveAttribute('href', '/order-items/1041');
    expect(within(rows[0]).getByRole('button', { name: 'Resolve the line DK-9999' })).toBeInTheDocument();
    expect(api.unhandled).toEqual([]);
  });

  it('narrows the lines by status, method and date in the address, and clears them', async () => {
    const lines = [...LINES, { ...RESOLVED, id: 9, reference: 'OLD-1' }, line(10, { status: 'matched', problem: null, orderId: 1050, reference: '#1050' })];
    const api = reconciliationServer({}, { lines });
    const { user, router } = renderLines();
    await bodyRows();

    await user.click(screen.getByRole('tab', { name: 'Resolved' }));
    await waitFor(() => expect(router.state.location.search).toBe('?status=resolved'));
    await waitFor(async () => expect((await bodyRows()).map((row) => cells(row)[1])).toEqual(['OLD-1']));
    expect(cells((await bodyRows())[0])[7]).toBe('ResolvedResolved by Owner One · 23 Nov 2026, 12:15 pmA test payment by the gateway, refunded by them on 23 Nov');
    expect(within(await linesTable()).queryByRole('button', { name: /^Resolve/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Matched' }));
    await waitFor(async () => expect((await bodyRows()).map((row) => cells(row)[1])).toEqual(['#1050']));

    await user.click(screen.getByRole('tab', { name: 'Unmatched' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Method' }), 'CARD');
    await waitFor(() => expect(router.state.location.search).toBe('?method=CARD'));
    await waitFor(async () => expect((await bodyRows()).map((row) => cells(row)[1])).toEqual(['1042']));
    fireEvent.change(screen.getByLabelText('Date'), { target: { value: '2026-11-21' } });
    expect(await screen.findByText('No lines match these filters')).toBeInTheDocument();
    expect(api.callsTo('GET reconciliation/lines').at(-1)?.url.search).toBe('?status=unmatched&method=CARD&date=2026-11-21');

    await user.click(screen.getAllByRole('button', { name: 'Clear filters' })[0]);
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await waitFor(async () => expect(await bodyRows()).toHaveLength(4));
  });

  it('loads more lines after the API’s cursor', async () => {
    const many = Array.from({ length: 53 }, (_, index) => line(index + 1));
    const api = reconciliationServer({}, { lines: many });
    const { user } = renderLines();
    await waitFor(async () => expect(await bodyRows()).toHaveLength(50));
    await user.click(screen.getByRole('button', { name: 'Load More' }));
    await waitFor(async () => expect(await bodyRows()).toHaveLength(53));
    expect(api.callsTo('GET reconciliation/lines').map((call) => call.url.search)).toEqual(['?status=unmatched', '?status=unmatched&cursor=50']);
    expect(await screen.findByText('No more lines to load')).toBeInTheDocument();
  });

  it('resolves a line: the answer is required, then the line shows who resolved it and when, and stays in sight', async () => {
    const answer = 'A test payment by the gateway, refunded by them on 23 Nov';
    const api = reconciliationServer({
      'POST reconciliation/lines/:id/resolve': (request: StubRequest) => ok({ ...RESOLVED, id: Number(request.params.id), resolution: (request.body as { resolution: string }).resolution }),
    });
    const { user } = renderLines();
    const rows = await bodyRows();
    await user.click(within(rows[0]).getByRole('button', { name: 'Resolve the line DK-9999' }));
    const { dialog, button } = await openDialog('Resolve line DK-9999', 'dialog');
    expect(dialog).toHaveTextContent('No order or refund with this reference');
    expect(dialog).toHaveTextContent('KWD 12.500');

    await user.click(button('Resolve'));
    expect(await within(dialog).findByText('Say how this line was resolved')).toBeInTheDocument();
    expect(api.callsTo('POST reconciliation/lines/:id/resolve')).toEqual([]);

    await user.type(within(dialog).getByRole('textbox', { name: /How was it resolved\?/, hidden: true }), `  ${answer} `);
    await user.click(button('Resolve'));
    expect(await screen.findByText('Line resolved')).toBeInTheDocument();
    const calls = api.callsTo('POST reconciliation/lines/:id/resolve');
    expect(calls.map((call) => [call.path, call.body])).toEqual([['reconciliation/lines/1/resolve', { resolution: answer }]]);

    // The line is resolved where it is listed; the unmatched list is not asked again (it would drop it).
    await waitFor(async () => expect(cells((await bodyRows())[0])[7]).toBe(`ResolvedResolved by Owner One · 23 Nov 2026, 12:15 pm${answer}`));
    expect(within((await bodyRows())[0]).queryByRole('button', { name: /^Resolve/ })).not.toBeInTheDocument();
    expect(api.callsTo('GET reconciliation/lines')).toHaveLength(1);
  });

  it('says in the dialog when the line is no longer waiting, and reads the lines again', async () => {
    const api = reconciliationServer({
      'POST reconciliation/lines/:id/resolve': fail(409, 'This line is not waiting to be resolved', { code: 'LINE_NOT_UNMATCHED' }),
    });
    const { user } = renderLines();
    await user.click(within((await bodyRows())[1]).getByRole('button', { name: 'Resolve the line #1041' }));
    const { dialog, button } = await openDialog('Resolve line #1041', 'dialog');
    await user.type(within(dialog).getByRole('textbox', { name: /How was it resolved\?/, hidden: true }), 'Paid again by the customer');
    await user.click(button('Resolve'));
    expect(await within(dialog).findByText('This line is not waiting to be resolved')).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('GET reconciliation/lines')).toHaveLength(2));
  });

  it('shows the server’s message under the answer when it refuses it', async () => {
    reconciliationServer({
      'POST reconciliation/lines/:id/resolve': fail(400, 'Validation failed', { errors: { resolution: 'Say how this line was resolved' } }),
    });
    const { user } = renderLines();
    await user.click(within((await bodyRows())[0]).getByRole('button', { name: 'Resolve the line DK-9999' }));
    const { dialog, button } = await openDialog('Resolve line DK-9999', 'dialog');
    await user.type(within(dialog).getByRole('textbox', { name: /How was it resolved\?/, hidden: true }), 'x');
    await user.click(button('Resolve'));
    expect(await within(dialog).findByText('Say how this line was resolved')).toBeInTheDocument();
    // Under the field, not again in the dialog.
    expect(within(dialog).getAllByText('Say how this line was resolved')).toHaveLength(1);
    expect(within(dialog).getByRole('textbox', { name: /How was it resolved\?/, hidden: true })).toHaveAttribute('aria-invalid', 'true');
  });

  it('says so when no line is waiting', async () => {
    reconciliationServer({}, { lines: [] });
    renderLines();
    expect(await screen.findByText('No line is waiting to be resolved.')).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Settlement lines' })).not.toBeInTheDocument();
  });
});
