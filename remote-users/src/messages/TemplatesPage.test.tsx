import { fail, ok, openDialog, renderWithProviders, signedInState, stubFetch, testUser, type StubRequest } from '@dukkan/shared/test-utils';
import { screen, waitFor, within } from '@testing-library/react';
import { MESSAGE_KINDS } from '../common/message-kinds';
import type { MessageTemplate } from '../common/messages-api';
import routes from '../app/routes';
import { TemplatesPage } from './TemplatesPage';

// decisions/customer-messages.md: /messages/templates, with the network stubbed. Kuwait is UTC+3.

const VARIABLES: Record<MessageTemplate['kind'], string[]> = {
  order_accepted: ['customerName', 'orderId', 'shopName', 'total'],
  item_changed: ['customerName', 'orderId', 'shopName', 'itemName', 'change'],
  item_question: ['customerName', 'orderId', 'shopName', 'itemName', 'question'],
  on_the_way: ['customerName', 'orderId', 'shopName', 'driverName'],
  delivered: ['customerName', 'orderId', 'shopName', 'total'],
  refunded: ['customerName', 'orderId', 'shopName', 'amount'],
};

const template = (kind: MessageTemplate['kind'], fields: Partial<MessageTemplate> = {}): MessageTemplate => ({
  kind,
  bodyEn: `Hello {{customerName}}, order {{orderId}}: ${kind}.`,
  bodyAr: `مرحبًا {{customerName}}، الطلب {{orderId}}: ${kind}.`,
  enabled: true,
  variables: VARIABLES[kind],
  updatedBy: null,
  updatedAt: null,
  ...fields,
});

const TEMPLATES = MESSAGE_KINDS.map((kind) =>
  kind === 'delivered' ? template(kind, { updatedBy: { id: 3, name: 'Huda' }, updatedAt: '2026-03-04T10:00:00.000Z' }) : template(kind),
);

/** Our API's templates: GET lists them as last saved, PUT saves one (by `by`, at `at(n)` for the nth save). */
function templatesServer(by = { id: 1, name: 'Staff Member' }, at = (n: number) => `2026-03-07T08:0${n}:00.000Z`) {
  let saved = TEMPLATES;
  let saves = 0;
  return {
    'GET message-templates': () => ok(saved),
    'PUT message-templates/:kind': (request: StubRequest) => {
      saves += 1;
      const kind = request.params.kind as MessageTemplate['kind'];
      const answer = { ...template(kind), ...(request.body as object), updatedBy: by, updatedAt: at(saves) };
      saved = saved.map((row) => (row.kind === kind ? answer : row));
      return ok(answer);
    },
  };
}

const renderTemplates = () =>
  renderWithProviders(<TemplatesPage />, {
    route: '/messages/templates',
    path: '/messages/templates',
    otherRoutes: { '/messages': <p>The messages</p> },
    preloadedState: signedInState(testUser),
  });

const card = (name: string) => screen.getByRole('region', { name });
const field = (container: HTMLElement, name: string) => within(container).getByRole('textbox', { name }) as HTMLTextAreaElement;

describe('the message templates (decisions/customer-messages.md)', () => {
  it('shows the six steps, each with when it is sent, its switch, both texts, its variables and who changed it last', async () => {
    stubFetch({ 'GET message-templates': ok(TEMPLATES) });
    renderTemplates();
    await screen.findByRole('region', { name: 'Order accepted' });
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Order accepted',
      'Item changed',
      'Question about an item',
      'On the way',
      'Delivered',
      'Refunded',
    ]);
    const delivered = card('Delivered');
    expect(delivered).toHaveTextContent('Sent when the order is delivered.');
    expect(within(delivered).getByRole('switch', { name: 'Enabled' })).toBeChecked();
    expect(field(delivered, 'English text')).toHaveValue('Hello {{customerName}}, order {{orderId}}: delivered.');
    expect(field(delivered, 'Arabic text')).toHaveAttribute('dir', 'rtl');
    expect(within(delivered).getAllByRole('button', { name: /^\{\{/ }).map((button) => button.textContent)).toEqual([
      '{{customerName}}',
      '{{orderId}}',
      '{{shopName}}',
      '{{total}}',
    ]);
    expect(within(delivered).getByRole('button', { name: '{{total}}' })).toHaveAccessibleDescription("The order's total, in KWD");
    expect(delivered).toHaveTextContent('Last changed by Huda · 04 Mar 2026, 1:00 pm');
    expect(card('Refunded')).toHaveTextContent('Not changed since it was installed');
    expect(within(card('On the way')).getByRole('button', { name: '{{driverName}}' })).toBeInTheDocument();
  });

  it('inserts a variable at the caret of the text last focused', async () => {
    stubFetch({ 'GET message-templates': ok(TEMPLATES) });
    const { user } = renderTemplates();
    const accepted = await screen.findByRole('region', { name: 'Order accepted' });
    const arabic = field(accepted, 'Arabic text');
    await user.clear(arabic);
    await user.type(arabic, 'مرحبًا ، شكرًا');
    // The caret after "مرحبًا " (7 characters).
    arabic.setSelectionRange(7, 7);
    await user.click(within(accepted).getByRole('button', { name: '{{customerName}}' }));
    expect(arabic).toHaveValue('مرحبًا {{customerName}}، شكرًا');
    await waitFor(() => expect(arabic.selectionStart).toBe(7 + '{{customerName}}'.length));
    expect(arabic).toHaveFocus();
    expect(accepted).toHaveTextContent(`${[...'مرحبًا {{customerName}}، شكرًا'].length} / 1000 characters`);

    // A selection is replaced.
    const english = field(accepted, 'English text');
    english.focus();
    english.setSelectionRange(6, 22);
    await user.click(within(accepted).getByRole('button', { name: '{{shopName}}' }));
    expect(english).toHaveValue('Hello {{shopName}}, order {{orderId}}: order_accepted.');
  });

  it('previews the unsaved texts in English and Arabic', async () => {
    const api = stubFetch({
      'GET message-templates': ok(TEMPLATES),
      'POST message-templates/:kind/preview': ok({ en: 'Hello Mona, order 1043: on its way with Ahmad.', ar: 'مرحبًا منى، الطلب 1043 في الطريق مع أحمد.' }),
    });
    const { user } = renderTemplates();
    const onTheWay = await screen.findByRole('region', { name: 'On the way' });
    // user-event reads "{{" as a typed "{": the variable goes in by its button.
    await user.type(field(onTheWay, 'English text'), ' With ');
    await user.click(within(onTheWay).getByRole('button', { name: '{{driverName}}' }));
    await user.click(within(onTheWay).getByRole('button', { name: 'Preview' }));

    const preview = await within(onTheWay).findByRole('region', { name: 'Preview, with an example order' });
    expect(within(preview).getByText('Hello Mona, order 1043: on its way with Ahmad.')).toHaveAttribute('dir', 'ltr');
    expect(within(preview).getByText('مرحبًا منى، الطلب 1043 في الطريق مع أحمد.')).toHaveAttribute('dir', 'rtl');
    const call = api.callsTo('POST message-templates/:kind/preview')[0];
    expect(call.path).toBe('message-templates/on_the_way/preview');
    expect(call.body).toEqual({ bodyEn: 'Hello {{customerName}}, order {{orderId}}: on_the_way. With {{driverName}}', bodyAr: TEMPLATES[3].bodyAr });
  });

  it("shows the server's 400 at the text it names, for a preview and for a save", async () => {
    const unknown = 'Unknown variable {{driver}}: use one of {{customerName}}, {{orderId}}, {{shopName}}, {{driverName}}';
    stubFetch({
      'GET message-templates': ok(TEMPLATES),
      'POST message-templates/:kind/preview': fail(400, 'Validation failed', { code: 'VALIDATION_FAILED', errors: { bodyAr: unknown } }),
      'PUT message-templates/:kind': fail(400, 'Validation failed', { code: 'VALIDATION_FAILED', errors: { bodyEn: 'Close every {{ with }}' } }),
    });
    const { user } = renderTemplates();
    const onTheWay = await screen.findByRole('region', { name: 'On the way' });
    await user.click(within(onTheWay).getByRole('button', { name: 'Preview' }));
    expect(await within(onTheWay).findByText(unknown)).toBeInTheDocument();
    expect(field(onTheWay, 'Arabic text')).toHaveAttribute('aria-invalid', 'true');

    await user.click(within(onTheWay).getByRole('button', { name: 'Save' }));
    expect(await within(onTheWay).findByText('Close every {{ with }}')).toBeInTheDocument();
    expect(field(onTheWay, 'English text')).toHaveAttribute('aria-invalid', 'true');
  });

  it("says the length rule before asking the server", async () => {
    const api = stubFetch({ 'GET message-templates': ok(TEMPLATES) });
    const { user } = renderTemplates();
    const refunded = await screen.findByRole('region', { name: 'Refunded' });
    await user.clear(field(refunded, 'English text'));
    await user.click(within(refunded).getByRole('button', { name: 'Save' }));
    expect(await within(refunded).findByText('Write the message, in 1 to 1000 characters')).toBeInTheDocument();
    expect(api.callsTo('PUT message-templates/:kind')).toHaveLength(0);
  });

  it("saves the texts and the switch: 'Template saved', then who changed it; saves again after", async () => {
    const api = stubFetch(templatesServer());
    const { user } = renderTemplates();
    const accepted = await screen.findByRole('region', { name: 'Order accepted' });
    await user.type(field(accepted, 'English text'), '  ');
    await user.type(field(accepted, 'Arabic text'), ' شكرًا');
    await user.click(within(accepted).getByRole('switch', { name: 'Enabled' }));
    await user.click(within(accepted).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Template saved')).toBeInTheDocument();
    const call = api.callsTo('PUT message-templates/:kind')[0];
    expect(call.path).toBe('message-templates/order_accepted');
    expect(call.body).toEqual({ bodyEn: TEMPLATES[0].bodyEn, bodyAr: `${TEMPLATES[0].bodyAr} شكرًا`, enabled: false });
    await waitFor(() => expect(card('Order accepted')).toHaveTextContent('Last changed by Staff Member · 07 Mar 2026, 11:01 am'));
    expect(within(card('Order accepted')).getByRole('switch', { name: 'Enabled' })).not.toBeChecked();

    // The form starts again from the answer: a second save goes too.
    await user.click(within(card('Order accepted')).getByRole('switch', { name: 'Enabled' }));
    await user.click(within(card('Order accepted')).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo('PUT message-templates/:kind')).toHaveLength(2));
    expect(api.callsTo('PUT message-templates/:kind')[1].body).toMatchObject({ enabled: true });
  });

  it('asks before unsaved texts are left, whichever card holds them', async () => {
    stubFetch({ 'GET message-templates': ok(TEMPLATES) });
    const { user, router } = renderTemplates();
    const itemChanged = await screen.findByRole('region', { name: 'Item changed' });
    await user.type(field(itemChanged, 'English text'), ' Sorry.');
    await user.click(screen.getByRole('link', { name: 'Back to messages' }));
    const { button } = await openDialog('Discard changes?');
    await user.click(button('Keep editing'));
    expect(router.state.location.pathname).toBe('/messages/templates');
  });

  it('still asks after another card was saved (a saved card starts again from its answer)', async () => {
    stubFetch(templatesServer());
    const { user, router } = renderTemplates();
    const refunded = await screen.findByRole('region', { name: 'Refunded' });
    await user.type(field(refunded, 'English text'), ' Thanks.');
    await user.click(within(refunded).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(card('Refunded')).toHaveTextContent('Last changed by Staff Member'));

    await user.type(field(card('Item changed'), 'English text'), ' Sorry.');
    await user.click(screen.getByRole('link', { name: 'Back to messages' }));
    const { button } = await openDialog('Discard changes?');
    await user.click(button('Discard changes'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/messages'));
  });

  it('is for owners only: without messages.manage the screen says so', async () => {
    stubFetch({ 'GET message-templates': ok(TEMPLATES) });
    const templatesRoute = routes.find((route) => route.path === '/messages/templates');
    renderWithProviders(templatesRoute?.element ?? <p />, {
      route: '/messages/templates',
      path: '/messages/templates',
      preloadedState: signedInState({ ...testUser, role: 'operations', permissions: ['messages.read', 'messages.act'] }),
    });
    expect(await screen.findByText("You don't have permission to use this screen")).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('offers Retry when the templates could not be loaded', async () => {
    let down = true;
    stubFetch({ 'GET message-templates': () => (down ? { status: 500, body: { success: false } } : ok(TEMPLATES)) });
    const { user } = renderTemplates();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load the templates');
    down = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('region', { name: 'Refunded' })).toBeInTheDocument();
  });
});
