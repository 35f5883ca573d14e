import type { Picking } from '@dukkan/shared';
import { ok, renderWithProviders, reply, signedInState, stubFetch, type StubHandlers, type StubRequest } from '@dukkan/shared/test-utils';
import { screen, waitFor, within } from '@testing-library/react';
import { makeOrder } from '../test-utils/test-orders';
import { findDialog, slow } from '../test-utils/test-orders-page';
import { PickingPage } from './PickingPage';
import { hammour, labneh, makePickLine, makePicking, makeProduct } from './test-picking';

// decisions/picking.md: what the picking screen's dialogs check and send — a weight, a substitute under the shop's
// policy, a question to the customer and their answer, a removal.

const CHANGE = 'POST orders/:id/picking/lines/:itemId';

function renderPicking(handlers: StubHandlers) {
  const api = stubFetch({ 'GET orders/:id': ok(makeOrder({ id: 42, status: 'ACCEPTED' })), ...handlers });
  const view = renderWithProviders(<PickingPage />, { route: '/order-items/42/pick', path: '/order-items/:id/pick', preloadedState: signedInState() });
  return { api, ...view };
}

const card = (name: string) => screen.findByRole('article', { name }, slow);
const field = (dialog: HTMLElement, name: string | RegExp) => within(dialog).getByRole('textbox', { name, hidden: true });
const button = (dialog: HTMLElement, name: string | RegExp) => within(dialog).getByRole('button', { name, hidden: true });
const keyOf = (call: StubRequest) => call.headers.get('idempotency-key');

/** Opens "Can't fill" on the line's card and chooses `item`. */
async function cantFill(user: ReturnType<typeof renderPicking>['user'], name: string, item: string) {
  await user.click(within(await card(name)).getByRole('button', { name: "Can't fill" }));
  await user.click(await screen.findByRole('menuitem', { name: item }, slow));
}

describe('the picking dialogs (decisions/picking.md)', () => {
  it('weighs a by-weight line: says what was ordered, checks the weight typed, shows the line total and sends kg', async () => {
    const weighed = makePicking([makePickLine(), labneh(), hammour({ state: 'picked', actualWeight: 1.13, lineTotal: 5.085 })], { version: 4 });
    const { api, user } = renderPicking({ 'GET orders/:id/picking': ok(makePicking()), [CHANGE]: ok(weighed) });
    await user.click(within(await card('Hammour Fish')).getByRole('button', { name: 'Weigh…' }));
    const dialog = await findDialog('dialog', 'Weigh Hammour Fish');
    expect(dialog).toHaveTextContent('Ordered: 2 items, about 1.000 kg');
    expect(dialog).toHaveTextContent('Price: KWD 4.500 / kg');
    const weight = field(dialog, /Weight \(kg\)/);
    await user.click(button(dialog, 'Pick'));
    expect(await within(dialog).findByText('Enter the weight')).toBeInTheDocument();
    await user.type(weight, '1.1305');
    expect(await within(dialog).findByText('At most 3 decimals (grams)')).toBeInTheDocument();
    await user.clear(weight);
    await user.type(weight, '0');
    expect(await within(dialog).findByText('The weight must be more than 0')).toBeInTheDocument();
    await user.clear(weight);
    await user.type(weight, 'abc');
    expect(await within(dialog).findByText('Enter the weight in kg, like 1.130')).toBeInTheDocument();
    expect(api.callsTo(CHANGE)).toHaveLength(0);
    await user.clear(weight);
    // An Arabic keyboard's ١٫١٣ reads as 1.13.
    await user.type(weight, '١٫١٣');
    expect(weight).toHaveValue('1.13');
    // 1.130 kg × 4.500 KWD/kg = 5.085
    expect(dialog).toHaveTextContent('Line total: KWD 5.085');
    await user.click(button(dialog, 'Pick'));
    await waitFor(() => expect(document.querySelector('[role="dialog"]')).toBeNull(), slow);
    expect(api.callsTo(CHANGE)[0].body).toEqual({ version: 3, action: 'pick', weight: 1.13 });
    expect(await card('Hammour Fish')).toHaveTextContent('Weighed 1.130 kg');
  });

  it("substitutes a pricier product under the 'ask' policy: says the difference, and after the API asks for approval sends it again approved, as a new change", async () => {
    const almarai = makeProduct();
    const substituted: Picking = makePicking(
      [
        makePickLine({ state: 'substituted', reason: 'out_of_stock', lineTotal: 0 }),
        makePickLine({ id: 9, productId: 21, name: 'Almarai Milk 1 L', name_ar: 'حليب المراعي 1 لتر', unitPrice: 0.6, orderedTotal: 1.2, lineTotal: 1.2, state: 'picked', pickedQuantity: 2, replacesItemId: 1, approved: true }),
        labneh(),
        hammour(),
      ],
      { version: 4, substitutePolicy: 'ask' },
    );
    let calls = 0;
    const { api, user } = renderPicking({
      'GET orders/:id/picking': ok(makePicking(undefined, { substitutePolicy: 'ask' })),
      'GET products': ok({ items: [makeProduct({ id: 11, name: 'Fresh Milk 1 L' }), almarai], total: 2, page: 1, pages: 1, limit: 20 }),
      [CHANGE]: () =>
        ++calls === 1
          ? reply({ success: false, message: 'Almarai Milk 1 L costs more than the line: the customer must approve', code: 'SUBSTITUTE_NEEDS_APPROVAL' }, 409)
          : ok(substituted),
    });
    await cantFill(user, 'Fresh Milk 1 L', 'Substitute…');
    const dialog = await findDialog('dialog', 'Substitute Fresh Milk 1 L');
    await user.type(within(dialog).getByRole('combobox', { name: /Substitute product/, hidden: true }), 'Almarai');
    await user.click(await screen.findByRole('option', { name: /Almarai Milk 1 L/ }, slow));
    expect(api.callsTo('GET products')[0].query.get('shopId')).toBe('7');
    // The line's own product is never offered as its substitute.
    expect(screen.queryByRole('option', { name: /^Fresh Milk 1 L/ })).toBeNull();
    expect(dialog).toHaveTextContent('The substitute: KWD 1.200');
    expect(dialog).toHaveTextContent('The line as ordered: KWD 0.900');
    expect(dialog).toHaveTextContent('Difference: +KWD 0.300');
    expect(dialog).toHaveTextContent('It costs more than the line: the customer must approve first.');
    await user.click(button(dialog, 'Substitute'));
    expect(await within(dialog).findByText('Almarai Milk 1 L costs more than the line: the customer must approve', undefined, slow)).toBeInTheDocument();
    await user.click(button(dialog, 'The customer approved'));
    await waitFor(() => expect(document.querySelector('[role="dialog"]')).toBeNull(), slow);
    const [refused, approved] = api.callsTo(CHANGE);
    expect(refused.body).toEqual({ version: 3, action: 'substitute', productId: 21, quantity: 2, reason: 'out_of_stock' });
    expect(approved.body).toEqual({ version: 3, action: 'substitute', productId: 21, quantity: 2, reason: 'out_of_stock', approved: true });
    expect(keyOf(approved)).not.toBe(keyOf(refused));
    const substitute = await card('Almarai Milk 1 L');
    expect(substitute).toHaveTextContent('Replaces Fresh Milk 1 L');
    expect(substitute).toHaveTextContent('The customer approved the price');
    expect(await card('Fresh Milk 1 L')).toHaveTextContent('SubstitutedOut of stock');
  });

  it("says under the 'cap' policy that the customer pays at most the line, and finds a substitute by its scanned barcode", async () => {
    const { api, user } = renderPicking({
      'GET orders/:id/picking': ok(makePicking()),
      'GET products/barcode/:code': (request) => (request.params.code === '6281007020035' ? ok(makeProduct()) : reply({ success: false, message: 'Product not found', code: 'NOT_FOUND' }, 404)),
    });
    await cantFill(user, 'Fresh Milk 1 L', 'Substitute…');
    const dialog = await findDialog('dialog', 'Substitute Fresh Milk 1 L');
    await user.type(field(dialog, 'Or scan its barcode'), '1234567890128{Enter}');
    expect(await within(dialog).findByText('No product of this shop has the barcode 1234567890128', undefined, slow)).toBeInTheDocument();
    await user.clear(field(dialog, 'Or scan its barcode'));
    await user.type(field(dialog, 'Or scan its barcode'), '6281007020035{Enter}');
    expect(await within(dialog).findByText(/Chosen: Almarai Milk 1 L/, undefined, slow)).toBeInTheDocument();
    expect(api.callsTo('GET products/barcode/:code')[1].query.get('shopId')).toBe('7');
    expect(dialog).toHaveTextContent('The customer pays at most KWD 0.900: the shop pays the difference.');
    expect(within(dialog).queryByRole('checkbox', { hidden: true })).toBeNull();
  });

  it("asks the customer, counts down to the deadline, and records the customer's answer", async () => {
    const asking = (deadline: string): Picking =>
      makePicking([makePickLine(), labneh({ state: 'asking', ask: { productId: 21, name: 'Almarai Labneh', name_ar: 'لبنة المراعي', price: 0.95, deadline } }), hammour()], { version: 4 });
    const deadline = new Date(Date.now() + 10 * 60_000).toISOString();
    const { api, user } = renderPicking({
      'GET orders/:id/picking': ok(makePicking()),
      'GET products/barcode/:code': ok(makeProduct({ id: 21, name: 'Almarai Labneh', name_ar: 'لبنة المراعي', price: 0.95, barcode: '6281007020042' })),
      [CHANGE]: (request) =>
        (request.body as { action: string }).action === 'ask'
          ? ok(asking(deadline))
          : ok(makePicking([makePickLine(), labneh({ state: 'removed', lineTotal: 0, reason: 'customer_request' }), hammour()], { version: 5 })),
    });
    await cantFill(user, 'Labneh 400 g', 'Ask the customer…');
    const dialog = await findDialog('dialog', 'Ask the customer about Labneh 400 g');
    expect(field(dialog, /Minutes to answer/)).toHaveValue('10');
    expect(dialog).toHaveTextContent("Without an answer in time, the order's default applies: Substitute similar");
    await user.type(field(dialog, 'Or scan its barcode'), '6281007020042{Enter}');
    expect(await within(dialog).findByText(/Chosen: Almarai Labneh/, undefined, slow)).toBeInTheDocument();
    await user.click(button(dialog, 'Ask'));
    await waitFor(() => expect(document.querySelector('[role="dialog"]')).toBeNull(), slow);
    expect(api.callsTo(CHANGE)[0].body).toEqual({ version: 3, action: 'ask', productId: 21, minutes: 10 });

    const line = await card('Labneh 400 g');
    expect(line).toHaveTextContent('Asking the customer');
    expect(line).toHaveTextContent('Proposed: Almarai Labneh');
    const timer = within(line).getByRole('timer');
    expect(timer.textContent).toMatch(/^Answer due in (10:00|9:5\d)$/);
    const first = timer.textContent;
    await waitFor(() => expect(within(line).getByRole('timer').textContent).not.toBe(first), { timeout: 3000 });

    await user.click(within(line).getByRole('button', { name: "Record the customer's answer" }));
    const answer = await findDialog('dialog', "The customer's answer about Labneh 400 g");
    await user.click(button(answer, 'Record'));
    expect(await within(answer).findByText("Choose the customer's answer")).toBeInTheDocument();
    await user.click(within(answer).getByRole('radio', { name: 'Remove it', hidden: true }));
    expect(within(answer).getByRole('radio', { name: 'Substitute with Almarai Labneh (KWD 0.950)', hidden: true })).toBeInTheDocument();
    await user.click(button(answer, 'Record'));
    await waitFor(() => expect(document.querySelector('[role="dialog"]')).toBeNull(), slow);
    expect(api.callsTo(CHANGE)[1].body).toEqual({ version: 4, action: 'answer', answer: 'remove' });
    expect(await card('Labneh 400 g')).toHaveTextContent('Removed');
  });

  it('shows once the deadline passed that the order default applies', async () => {
    renderPicking({
      'GET orders/:id/picking': ok(makePicking([labneh({ state: 'asking', ask: { productId: null, name: null, name_ar: null, price: null, deadline: '2025-03-05T11:10:00.000Z' } })])),
    });
    const line = await card('Labneh 400 g');
    expect(within(line).getByRole('timer')).toHaveTextContent("No answer in time: the order's default applies");
    expect(line).toHaveTextContent('No substitute proposed');
  });

  it('removes a line with a reason and a note, and closes the dialog on a 409 LINES_CHANGED to show the lines now', async () => {
    const now = makePicking([makePickLine({ state: 'picked', pickedQuantity: 2 }), labneh(), hammour()], { version: 6 });
    const { api, user } = renderPicking({
      'GET orders/:id/picking': ok(makePicking()),
      [CHANGE]: reply({ success: false, error: 'The lines changed', code: 'LINES_CHANGED', picking: now }, 409),
    });
    await cantFill(user, 'Fresh Milk 1 L', 'Remove…');
    const dialog = await findDialog('dialog', 'Remove Fresh Milk 1 L');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Reason/, hidden: true }), 'damaged');
    await user.type(within(dialog).getByRole('textbox', { name: 'Note (optional)', hidden: true }), '  Leaking carton ');
    await user.click(button(dialog, 'Remove'));
    await waitFor(() => expect(document.querySelector('[role="dialog"]')).toBeNull(), slow);
    expect(api.callsTo(CHANGE)[0].body).toEqual({ version: 3, action: 'remove', reason: 'damaged', note: 'Leaking carton' });
    expect(await screen.findByText(/Someone else changed the lines of this order/, undefined, slow)).toBeInTheDocument();
    expect(await card('Fresh Milk 1 L')).toHaveTextContent('Picked');
  });
});
