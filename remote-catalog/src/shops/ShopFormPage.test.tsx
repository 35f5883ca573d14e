import { setLanguage } from '@dukkan/shared';
import { fail, ok, stubFetch, type StubHandlers, openDialog } from '@dukkan/shared/test-utils';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderFormPage } from '../test-utils/render-form-page';
import { locationHandlers, shopFixture } from '../test-utils/shop-fixtures';
import { ShopFormPage } from './ShopFormPage';

const picture = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], 'shop.png', { type: 'image/png' });

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

const renderForm = (mode: 'create' | 'edit', handlers: StubHandlers = {}) =>
  renderFormPage(<ShopFormPage mode={mode} />, { mode, list: '/shops', id: 3, listText: 'Shops list', handlers: { ...locationHandlers, ...handlers } });

const field = (label: RegExp) => screen.getByLabelText(label);
const governorate = () => screen.getByRole('combobox', { name: /^Governorate/ });
const area = () => screen.getByRole('combobox', { name: /^Area/ });
const block = () => screen.getByRole('combobox', { name: /^Block/ });

/** Fills every required field of a new shop, picking the Capital > Sharq > Block 1 location. */
async function fillValidShop(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field(/^Shop Name(?! \()/), 'Fresh Market');
  await user.type(field(/^Shop Name \(Arabic\)/), 'السوق الطازج');
  await user.type(field(/^Phone Number/), '55667788');
  await screen.findByRole('option', { name: 'Capital' });
  await user.selectOptions(governorate(), 'Capital');
  await user.selectOptions(area(), await screen.findByRole('option', { name: 'Sharq' }));
  await user.selectOptions(block(), await screen.findByRole('option', { name: 'Block 1' }));
  await user.type(field(/^Open Time/), '08:30');
  await user.upload(field(/^Shop Image/), picture());
}

describe("shop form (spec §2 /shops/add, §5 'Shop form')", () => {
  it("shows every rule's message and 'Please fix the errors below before submitting', and sends nothing", async () => {
    const { api, user } = renderForm('create', { 'POST shop': ok(shopFixture(9), 201) });
    await user.click(await screen.findByRole('button', { name: 'Create Shop' }));

    expect(await screen.findByText('Please fix the errors below before submitting')).toBeInTheDocument();
    for (const text of [
      'Shop name is required',
      'Phone number is required',
      'Governorate is required',
      'Area is required',
      'Block is required',
      'Open time is required',
      'Shop image is required',
    ]) {
      expect(screen.getByText(text)).toBeInTheDocument();
    }
    expect(field(/^Shop Name(?! \()/)).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo('POST shop')).toHaveLength(0);
  });

  it('clears a message as soon as its field is fixed', async () => {
    const { user } = renderForm('create');
    await user.click(await screen.findByRole('button', { name: 'Create Shop' }));
    await user.type(field(/^Shop Name(?! \()/), 'A');
    expect(screen.queryByText('Shop name is required')).not.toBeInTheDocument();
    expect(screen.getByText('Phone number is required')).toBeInTheDocument();
  });

  it('keeps only digits in the phone, at most 8, and wants exactly 8', async () => {
    const { user } = renderForm('create');
    const phone = field(/^Phone Number/);
    await user.type(phone, 'ab12-34 5');
    expect(phone).toHaveValue('12345');
    await user.click(screen.getByRole('button', { name: 'Create Shop' }));
    expect(screen.getByText('Phone number must be exactly 8 digits')).toBeInTheDocument();
    await user.type(phone, '6789999');
    expect(phone).toHaveValue('12345678');
    expect(screen.queryByText('Phone number must be exactly 8 digits')).not.toBeInTheDocument();
    // The +965 is shown beside the field, never inside it.
    expect(screen.getByText('+965')).toBeInTheDocument();
  });

  it('keeps area unavailable until a governorate is picked and block until an area is, and clears them on change', async () => {
    const { api, user } = renderForm('create');
    await screen.findByRole('option', { name: 'Capital' });
    expect(area()).toBeDisabled();
    expect(block()).toBeDisabled();

    await user.selectOptions(governorate(), 'Capital');
    expect(area()).toBeEnabled();
    expect(block()).toBeDisabled();
    await user.selectOptions(area(), await screen.findByRole('option', { name: 'Sharq' }));
    expect(block()).toBeEnabled();
    await user.selectOptions(block(), await screen.findByRole('option', { name: 'Block 1' }));
    expect(block()).toHaveValue('111');

    // Changing the area clears the block.
    await user.selectOptions(area(), '');
    expect(block()).toHaveValue('');
    expect(block()).toBeDisabled();
    await user.selectOptions(area(), 'Sharq');
    await user.selectOptions(block(), await screen.findByRole('option', { name: 'Block 1' }));

    // Changing the governorate clears area and block, and offers the new governorate's areas.
    await user.selectOptions(governorate(), 'Hawalli');
    expect(area()).toHaveValue('');
    expect(block()).toHaveValue('');
    expect(block()).toBeDisabled();
    expect(await within(area()).findByRole('option', { name: 'Salmiya' })).toBeInTheDocument();
    expect(within(area()).queryByRole('option', { name: 'Sharq' })).not.toBeInTheDocument();
    expect(api.callsTo('GET location/governorates/:id/areas').map((call) => call.params.id)).toEqual(['1', '2']);
  });

  it('creates the shop as multipart with +965 and the image, says so, and goes to /shops', async () => {
    const { api, user, router } = renderForm('create', { 'POST shop': ok(shopFixture(9), 201) });
    await fillValidShop(user);
    await user.click(screen.getByRole('switch', { name: 'Free Delivery' }));
    await user.click(screen.getByRole('button', { name: 'Create Shop' }));

    expect(await screen.findByText('Shop created successfully')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/shops'));
    const [call] = api.callsTo('POST shop');
    const body = call.body as FormData;
    expect(Object.fromEntries([...body.entries()].filter(([key]) => key !== 'file'))).toEqual({
      name: 'Fresh Market',
      name_ar: 'السوق الطازج',
      phone: '+96555667788',
      freeDelivery: 'true',
      isOpen: 'true',
      governorateId: '1',
      areaId: '11',
      blockId: '111',
      openTime: '08:30',
      closeTime: '',
      // decisions/picking.md: the default rule for a pricier substitute.
      substitutePolicy: 'cap',
    });
    expect((body.get('file') as File).name).toBe('shop.png');
  });

  it('sends once however often the button is pressed, and shows Saving... meanwhile', async () => {
    const answer = deferred<ReturnType<typeof ok>>();
    const { api, user } = renderForm('create', { 'POST shop': () => answer.promise });
    await fillValidShop(user);
    const submit = screen.getByRole('button', { name: 'Create Shop' });
    await user.dblClick(submit);
    expect(await screen.findByRole('button', { name: 'Saving...' })).toBeDisabled();
    answer.resolve(ok(shopFixture(9), 201));
    expect(await screen.findByText('Shop created successfully')).toBeInTheDocument();
    expect(api.callsTo('POST shop')).toHaveLength(1);
  });

  it("shows the server's message (else 'Failed to create shop') and its field errors, and stays", async () => {
    const { user, router } = renderForm('create', {
      'POST shop': fail(400, 'Validation failed', { errors: { blockId: 'The selected block is not in the selected area' } }),
    });
    await fillValidShop(user);
    await user.click(screen.getByRole('button', { name: 'Create Shop' }));
    expect(await screen.findByText('Validation failed')).toBeInTheDocument();
    expect(screen.getByText('The selected block is not in the selected area')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/shops/add');

    stubFetch({ ...locationHandlers, 'POST shop': fail(500, '') });
    await user.click(screen.getByRole('button', { name: 'Create Shop' }));
    expect(await screen.findByText('Failed to create shop')).toBeInTheDocument();
  });

  it('asks before leaving with unsaved changes', async () => {
    const { user, router } = renderForm('create');
    await user.type(await screen.findByLabelText(/^Shop Name(?! \()/), 'Half done');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click((await openDialog('Discard changes?')).button('Keep editing'));
    expect(router.state.location.pathname).toBe('/shops/add');
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    await user.click((await openDialog('Discard changes?')).button('Discard changes'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/shops'));
  });

  it('refuses a file that is not an image, and sends nothing', async () => {
    const { api, user } = renderForm('create', { 'POST shop': ok(shopFixture(9), 201) });
    await fillValidShop(user);
    // "All files" in the browser's dialog: the picker itself must refuse it.
    const person = userEvent.setup({ applyAccept: false });
    await person.upload(field(/^Shop Image/), new File(['%PDF'], 'menu.pdf', { type: 'application/pdf' }));
    expect(screen.getByText('Please choose an image file.')).toBeInTheDocument();
    // The earlier picture is still the chosen one.
    await user.click(screen.getByRole('button', { name: 'Create Shop' }));
    expect(await screen.findByText('Shop created successfully')).toBeInTheDocument();
    expect(((api.callsTo('POST shop')[0].body as FormData).get('file') as File).name).toBe('shop.png');
  });
});

describe('shop form, edit (spec §2 /shops/edit/{id})', () => {
  const stored = shopFixture(3, {
    name: 'Old Name',
    phone: '+96599887766',
    isOpen: false,
    freeDelivery: true,
    governorateId: 2,
    areaId: 21,
    blockId: 211,
    openTime: '09:00',
    closeTime: '21:30',
  });

  it('loads shop/{id} into the form, phone without +965, and keeps the image unless replaced', async () => {
    const { api, user, router } = renderForm('edit', { 'GET shop/:id': ok(stored), 'PUT shop/:id': ok(stored) });
    expect(await screen.findByRole('heading', { name: 'Edit Shop' })).toBeInTheDocument();
    const name = await screen.findByLabelText(/^Shop Name(?! \()/);
    expect(name).toHaveValue('Old Name');
    expect(field(/^Phone Number/)).toHaveValue('99887766');
    expect(screen.getByRole('switch', { name: 'Shop is Open' })).not.toBeChecked();
    expect(screen.getByRole('switch', { name: 'Free Delivery' })).toBeChecked();
    await waitFor(() => expect(area()).toHaveValue('21'));
    await waitFor(() => expect(block()).toHaveValue('211'));
    expect(governorate()).toHaveValue('2');
    expect(field(/^Close Time/)).toHaveValue('21:30');
    expect(screen.getByRole('img', { name: 'Image preview' })).toHaveAttribute('src', stored.imagePreview);

    await user.clear(name);
    await user.type(name, 'New Name');
    await user.click(screen.getByRole('button', { name: 'Update Shop' }));
    expect(await screen.findByText('Shop updated successfully')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/shops'));
    const [call] = api.callsTo('PUT shop/:id');
    expect(call.params.id).toBe('3');
    const body = call.body as FormData;
    expect(body.get('name')).toBe('New Name');
    expect(body.get('phone')).toBe('+96599887766');
    expect(body.get('isOpen')).toBe('false');
    expect(body.has('file')).toBe(false);
  });

  it('sends the new picture when one replaces the stored image', async () => {
    const { api, user } = renderForm('edit', { 'GET shop/:id': ok(stored), 'PUT shop/:id': ok(stored) });
    await user.upload(await screen.findByLabelText(/^Shop Image/), picture());
    await user.click(screen.getByRole('button', { name: 'Update Shop' }));
    expect(await screen.findByText('Shop updated successfully')).toBeInTheDocument();
    expect((api.callsTo('PUT shop/:id')[0].body as FormData).get('file')).toBeInstanceOf(File);
  });

  it("says 'Failed to load shop data' when the shop cannot be loaded, and retries", async () => {
    let calls = 0;
    renderForm('edit', { 'GET shop/:id': () => (++calls === 1 ? fail(500, '') : ok(stored)) });
    expect(await screen.findByText('Failed to load shop data')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByLabelText(/^Shop Name(?! \()/)).toHaveValue('Old Name');
  });

  it("shows 'Failed to update shop' when the save fails without a message", async () => {
    const { user } = renderForm('edit', { 'GET shop/:id': ok(stored), 'PUT shop/:id': fail(500, '') });
    await screen.findByLabelText(/^Shop Name(?! \()/);
    await user.click(screen.getByRole('button', { name: 'Update Shop' }));
    expect(await screen.findByText('Failed to update shop')).toBeInTheDocument();
  });
});

describe('shop form: substitutes (decisions/picking.md)', () => {
  const policy = (name: string | RegExp) => within(screen.getByRole('radiogroup', { name: /^When a substitute costs more/ })).getByRole('radio', { name });
  const CAP = 'Charge at most the original line (the shop pays the difference)';
  const ASK = 'Ask the customer before charging more';

  // The Arabic test switches the language; each test starts in English, once the last one's screen is gone.
  afterEach(() => setLanguage('en'));

  it("offers the two rules in a section of their own, 'charge at most the original line' by default", async () => {
    renderForm('create');
    const section = await screen.findByRole('group', { name: 'Substitutes' });
    expect(within(section).getAllByRole('radio').map((radio) => (radio as HTMLInputElement).labels?.[0]?.textContent)).toEqual([CAP, ASK]);
    expect(policy(CAP)).toBeChecked();
    expect(policy(ASK)).not.toBeChecked();
  });

  it("creates a shop that asks the customer first: substitutePolicy 'ask' goes with the form", async () => {
    const { api, user } = renderForm('create', { 'POST shop': ok(shopFixture(9, { substitutePolicy: 'ask' }), 201) });
    await fillValidShop(user);
    await user.click(policy(ASK));
    await user.click(screen.getByRole('button', { name: 'Create Shop' }));
    expect(await screen.findByText('Shop created successfully')).toBeInTheDocument();
    expect((api.callsTo('POST shop')[0].body as FormData).get('substitutePolicy')).toBe('ask');
  });

  it("loads a shop's rule and saves the one chosen", async () => {
    const stored = shopFixture(3, { substitutePolicy: 'ask' });
    const { api, user } = renderForm('edit', { 'GET shop/:id': ok(stored), 'PUT shop/:id': ok({ ...stored, substitutePolicy: 'cap' }) });
    await screen.findByDisplayValue('Shop 3');
    expect(policy(ASK)).toBeChecked();
    await user.click(policy(CAP));
    await user.click(screen.getByRole('button', { name: 'Update Shop' }));
    expect(await screen.findByText('Shop updated successfully')).toBeInTheDocument();
    expect((api.callsTo('PUT shop/:id')[0].body as FormData).get('substitutePolicy')).toBe('cap');
  });

  it("reads a shop from a server without the rule as 'charge at most the original line'", async () => {
    const { substitutePolicy: _none, ...older } = shopFixture(3);
    renderForm('edit', { 'GET shop/:id': ok(older) });
    await screen.findByDisplayValue('Shop 3');
    expect(policy(CAP)).toBeChecked();
  });

  it("shows the server's message under the field", async () => {
    const message = "Substitute policy must be 'cap' or 'ask'";
    const { user } = renderForm('edit', { 'GET shop/:id': ok(shopFixture(3)), 'PUT shop/:id': fail(400, 'Validation failed', { errors: { substitutePolicy: message } }) });
    await screen.findByDisplayValue('Shop 3');
    await user.click(screen.getByRole('button', { name: 'Update Shop' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
  });

  it('reads in Arabic', async () => {
    await setLanguage('ar');
    renderForm('edit', { 'GET shop/:id': ok(shopFixture(3, { substitutePolicy: 'ask' })) });
    await screen.findByDisplayValue('Shop 3');
    expect(screen.getByRole('group', { name: 'البدائل' })).toBeInTheDocument();
    const group = screen.getByRole('radiogroup', { name: 'إذا كان البديل أغلى من المنتج الذي يحل محله' });
    expect(within(group).getByRole('radio', { name: 'اسأل العميل قبل احتساب مبلغ أكبر' })).toBeChecked();
    expect(within(group).getByRole('radio', { name: 'لا يُحتسب أكثر من قيمة البند الأصلي (يتحمل المتجر الفرق)' })).not.toBeChecked();
  });
});
