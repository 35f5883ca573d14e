import { setLanguage } from '@dukkan/shared';
import { fail, ok, openDialog, renderWithProviders, signedInState, type StubRequest } from '@dukkan/shared/test-utils';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import '../i18n';
import { ReconciliationPage } from './ReconciliationPage';
import { IMPORT, reconciliationServer } from '../test-utils/reconciliation-server';

// decisions/reconciliation.md: importing a settlement file on /reconciliation, with the network stubbed.

const CSV = 'date,reference,amount\n2026-11-22,#1041,7.250\n2026-11-22,DK-9999,12.500\n22/11/2026,RF-77,-3.500\n';

const renderPage = () =>
  renderWithProviders(<ReconciliationPage />, { route: '/reconciliation?from=2026-11-21&to=2026-11-22', path: '/reconciliation', preloadedState: signedInState() });

/** Opens the dialog from the page's header. */
async function openImport(user: ReturnType<typeof renderPage>['user']) {
  await screen.findByRole('table', { name: 'Expected and received by day and method' });
  await user.click(screen.getByRole('button', { name: 'Import settlement file' }));
  return openDialog('Import a settlement file', 'dialog');
}

/** Chooses the method and the file, as a person would. */
async function fill(user: ReturnType<typeof renderPage>['user'], dialog: HTMLElement, name = 'knet-2026-11-22.csv') {
  await user.selectOptions(within(dialog).getByRole('combobox', { name: /Method/, hidden: true }), 'KNET');
  const file = new File([CSV], name, { type: 'text/csv' });
  fireEvent.change(within(dialog).getByLabelText(/Settlement file \(CSV\)/), { target: { files: [file] } });
  return file;
}

afterEach(async () => {
  await act(() => setLanguage('en'));
});

describe('importing a settlement file (decisions/reconciliation.md)', () => {
  it('explains the columns, sends the method and the file, then says what it made of it and reads the screen again', async () => {
    const api = reconciliationServer({ 'POST reconciliation/imports': ok(IMPORT, 201) });
    const { user } = renderPage();
    const { dialog, button } = await openImport(user);
    expect(dialog).toHaveTextContent('A CSV file in UTF-8, at most 2 MB, whose header row names these columns in any order (other columns are ignored):');
    expect(within(dialog).getAllByRole('listitem', { hidden: true }).map((item) => item.textContent)).toEqual([
      'date — the day the gateway settled it, as YYYY-MM-DD or DD/MM/YYYY',
      "reference — the order number (1234, #1234 or DK-1234), or a refund's gateway reference",
      'amount — in KWD with at most 3 decimals, negative for a refund',
    ]);
    expect(dialog).toHaveTextContent('No file chosen');

    const file = await fill(user, dialog);
    expect(dialog).toHaveTextContent('knet-2026-11-22.csv');
    await user.click(button('Import'));

    expect(await screen.findByText('Settlement file imported: 3 lines, 2 matched, 1 unmatched')).toBeInTheDocument();
    const sent = api.callsTo('POST reconciliation/imports');
    expect(sent).toHaveLength(1);
    const form = sent[0].body as FormData;
    expect(form.get('method')).toBe('KNET');
    const upload = form.get('file') as File;
    expect(upload.name).toBe(file.name);
    expect(await upload.text()).toBe(CSV);

    const summary = await openDialog('Settlement file imported', 'dialog');
    const fact = (term: string) => within(summary.dialog).getByText(term, { selector: 'dt' }).nextElementSibling;
    expect(fact('File')).toHaveTextContent('knet-2026-11-22.csv');
    expect(fact('Method')).toHaveTextContent('KNET');
    expect(fact('Lines')).toHaveTextContent('3');
    expect(fact('Matched')).toHaveTextContent('2');
    expect(fact('Unmatched')).toHaveTextContent('1');
    expect(fact('Total')).toHaveTextContent('KWD 182.750');
    // The days, the lines and the imported files are read again.
    await waitFor(() => expect(api.callsTo('GET reconciliation/days')).toHaveLength(2));
    await waitFor(() => expect(api.callsTo('GET reconciliation/imports')).toHaveLength(2));
    await waitFor(() => expect(api.callsTo('GET reconciliation/lines')).toHaveLength(2));
  });

  it('leads from the summary to the file’s method’s unmatched lines', async () => {
    reconciliationServer({ 'POST reconciliation/imports': ok(IMPORT, 201) });
    const { user, router } = renderPage();
    const { dialog, button } = await openImport(user);
    await fill(user, dialog);
    await user.click(button('Import'));
    const summary = await openDialog('Settlement file imported', 'dialog');
    await user.click(summary.button('Show unmatched lines'));
    await waitFor(() => expect(router.state.location.search).toBe('?from=2026-11-21&to=2026-11-22&method=KNET'));
    expect(router.state.location.hash).toBe('#settlement-lines');
    await waitFor(() => expect(screen.queryByRole('dialog', { hidden: true })).not.toBeInTheDocument());
  });

  it('asks for the method and the file before sending', async () => {
    const api = reconciliationServer();
    const { user } = renderPage();
    const { dialog, button } = await openImport(user);
    await user.click(button('Import'));
    expect(await within(dialog).findByText('Choose the payment method')).toBeInTheDocument();
    expect(within(dialog).getByText('Choose the CSV file to import')).toBeInTheDocument();
    expect(api.callsTo('POST reconciliation/imports')).toEqual([]);
  });

  it('lists each bad line the API found in the dialog: nothing was imported', async () => {
    const problems = 'Line 4: enter the amount in KWD with at most 3 decimals\nLine 7: enter the date as YYYY-MM-DD or DD/MM/YYYY';
    const api = reconciliationServer({ 'POST reconciliation/imports': fail(400, 'The file has errors', { errors: { file: problems } }) });
    const { user } = renderPage();
    const { dialog, button } = await openImport(user);
    await fill(user, dialog);
    await user.click(button('Import'));
    const refusal = await within(dialog).findByText('The file was not imported');
    const bar = refusal.closest('[role="alert"]') as HTMLElement;
    expect(within(bar).getAllByRole('listitem', { hidden: true }).map((item) => item.textContent)).toEqual([
      'Line 4: enter the amount in KWD with at most 3 decimals',
      'Line 7: enter the date as YYYY-MM-DD or DD/MM/YYYY',
    ]);
    // The dialog stays with the choices made, for another file; the screen is not read again.
    expect(within(dialog).getByRole('combobox', { name: /Method/, hidden: true })).toHaveValue('KNET');
    expect(api.callsTo('GET reconciliation/days')).toHaveLength(1);

    // Choosing another file clears the refusal.
    fireEvent.change(within(dialog).getByLabelText(/Settlement file \(CSV\)/), { target: { files: [new File([CSV], 'fixed.csv', { type: 'text/csv' })] } });
    await waitFor(() => expect(within(dialog).queryByText('The file was not imported')).not.toBeInTheDocument());
  });

  it('says a file without the columns is refused, as the API words it', async () => {
    reconciliationServer({ 'POST reconciliation/imports': fail(400, 'The file has errors', { errors: { file: 'Choose a CSV file with the columns date, reference and amount' } }) });
    const { user } = renderPage();
    const { dialog, button } = await openImport(user);
    await fill(user, dialog);
    await user.click(button('Import'));
    expect(await within(dialog).findByText('Choose a CSV file with the columns date, reference and amount')).toBeInTheDocument();
  });

  it("says 'This file was imported already' in the dialog when the same file comes again", async () => {
    reconciliationServer({ 'POST reconciliation/imports': fail(409, 'This file was imported already', { code: 'IMPORT_DUPLICATE' }) });
    const { user } = renderPage();
    const { dialog, button } = await openImport(user);
    await fill(user, dialog);
    await user.click(button('Import'));
    const refusal = await within(dialog).findByText('The file was not imported');
    expect(refusal.closest('[role="alert"]')).toHaveTextContent('This file was imported already');
  });

  it('refuses a file over 2 MB before sending it', async () => {
    const api = reconciliationServer();
    const { user } = renderPage();
    const { dialog, button } = await openImport(user);
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Method/, hidden: true }), 'CARD');
    const big = new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'big.csv', { type: 'text/csv' });
    fireEvent.change(within(dialog).getByLabelText(/Settlement file \(CSV\)/), { target: { files: [big] } });
    await user.click(button('Import'));
    expect(await within(dialog).findByText('Choose a file of at most 2 MB')).toBeInTheDocument();
    expect(api.callsTo('POST reconciliation/imports')).toEqual([]);
  });

  it('reads right to left in Arabic', async () => {
    reconciliationServer({ 'POST reconciliation/imports': (_request: StubRequest) => ok(IMPORT, 201) });
    const { user } = renderPage();
    await act(() => setLanguage('ar'));
    await screen.findByRole('table', { name: 'المتوقع والمستلم حسب اليوم وطريقة الدفع' });
    await user.click(screen.getByRole('button', { name: 'استيراد ملف تسوية' }));
    const { dialog, button } = await openDialog('استيراد ملف تسوية', 'dialog');
    expect(dialog.closest('[dir]')).toHaveAttribute('dir', 'rtl');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /طريقة الدفع/, hidden: true }), 'KNET');
    fireEvent.change(within(dialog).getByLabelText(/ملف التسوية/), { target: { files: [new File([CSV], 'knet.csv', { type: 'text/csv' })] } });
    await user.click(button('استيراد'));
    expect(await screen.findByText('تم استيراد ملف التسوية: 3 سطور، 2 مطابق، 1 غير مطابق')).toBeInTheDocument();
  });
});
