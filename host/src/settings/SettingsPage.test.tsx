import { fail, ok, signedInState, type StubRequest, stubFetch, teamSettings, testUser } from '@dukkan/shared/test-utils';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../test-utils/render-app';

// decisions/order-workspace.md: the team's rules on the settings page, kept on the server; decisions/delivery-slots.md:
// the Ramadan dates among them.
const TEAM_SETTINGS = teamSettings({ ramadan: { from: '2027-02-08', to: '2027-03-09' } });
const stats = { totalShops: 1, totalCategories: 2, totalProducts: 3, totalOrders: 4, totalLocations: 5, totalUsers: 6 };
const owner = signedInState({ ...testUser, role: 'owner', permissions: ['dashboard.read', 'settings.manage'] });
// Users administered, but not the team's rules (settings.manage): read only.
const manager = signedInState({ ...testUser, role: 'manager', permissions: ['dashboard.read', 'orders.read', 'users.manage'] });
const section = async () => within(await screen.findByRole('region', { name: 'Order desk rules for the whole team' }));

describe("the settings page: the order desk's rules for the whole team", () => {
  it('lets an owner change them: every value sent, the thresholds shown at once, who saved them and when', async () => {
    const api = stubFetch({
      'GET dashboard/stats': ok(stats),
      'GET settings': ok(TEAM_SETTINGS),
      'PUT settings': (request: StubRequest) => ok({ ...TEAM_SETTINGS, ...(request.body as object), updatedAt: '2026-11-27T08:00:00.000Z', updatedBy: { id: 1, name: 'Fatima Al-Sabah' } }),
    });
    const { user } = await renderApp({ route: '/settings', preloadedState: owner });
    const rules = await section();
    const red = await rules.findByRole('spinbutton', { name: /Red after/ });
    await user.clear(red);
    await user.type(red, '25');
    await user.selectOptions(rules.getByRole('combobox', { name: 'A new order unanswered for too long' }), 'reject');
    await user.type(rules.getByRole('textbox', { name: /Reason the customer sees/ }), 'No one answered in time');
    await user.click(rules.getByRole('button', { name: 'Save rules' }));
    await waitFor(() => expect(api.callsTo('PUT settings')).toHaveLength(1));
    expect(api.callsTo('PUT settings')[0].body).toEqual({
      orderAgeWarningMinutes: 5,
      orderAgeOverdueMinutes: 25,
      claimIdleMinutes: 15,
      autoPauseAfterUnanswered: 0,
      autoPauseMinutes: 10,
      unansweredAction: 'reject',
      unansweredMinutes: 10,
      unansweredReason: 'No one answered in time',
      unansweredReasonCode: null,
      // Set before, sent back as it was.
      ramadan: { from: '2027-02-08', to: '2027-03-09' },
    });
    expect(await screen.findByText('The team’s rules are saved.')).toBeInTheDocument();
    expect(await rules.findByText(/^Last saved by Fatima Al-Sabah, /)).toBeInTheDocument();
    // This browser's desk follows the saved thresholds.
    expect(screen.getByText('An order’s age turns amber after 5 min and red after 25 min.')).toBeInTheDocument();
  });

  it("shows the server's message under the field it refused", async () => {
    stubFetch({
      'GET dashboard/stats': ok(stats),
      'GET settings': ok(TEAM_SETTINGS),
      'PUT settings': fail(400, 'Invalid settings', { errors: { orderAgeOverdueMinutes: 'Red must come later than amber' } }),
    });
    const { user } = await renderApp({ route: '/settings', preloadedState: owner });
    const rules = await section();
    const red = await rules.findByRole('spinbutton', { name: /Red after/ });
    await user.clear(red);
    await user.type(red, '3');
    await user.click(rules.getByRole('button', { name: 'Save rules' }));
    expect(await rules.findByText('Red must come later than amber')).toBeInTheDocument();
    expect(red).toHaveValue(3);
  });

  it('sets the Ramadan dates, shows the server’s message at the day it refused, and clears them', async () => {
    let refuse = true;
    const api = stubFetch({
      'GET dashboard/stats': ok(stats),
      'GET settings': ok(teamSettings({ ramadan: null })),
      'PUT settings': (request: StubRequest) =>
        refuse
          ? fail(400, 'Invalid settings', { errors: { 'ramadan.to': 'The last day must be on or after the first' } })
          : ok({ ...TEAM_SETTINGS, ...(request.body as object), updatedAt: '2026-11-27T08:00:00.000Z', updatedBy: { id: 1, name: 'Fatima Al-Sabah' } }),
    });
    const { user } = await renderApp({ route: '/settings', preloadedState: owner });
    const rules = await section();
    const dates = within(await rules.findByRole('group', { name: 'Ramadan dates' }));
    const first = dates.getByLabelText('First day of Ramadan');
    const last = dates.getByLabelText('Last day of Ramadan');
    expect(first).toHaveValue('');
    expect(dates.getByRole('button', { name: 'Clear the Ramadan dates' })).toBeDisabled();
    fireEvent.change(first, { target: { value: '2027-02-08' } });
    fireEvent.change(last, { target: { value: '2027-02-01' } });
    await user.click(rules.getByRole('button', { name: 'Save rules' }));
    expect(await dates.findByText('The last day must be on or after the first')).toBeInTheDocument();
    expect(last).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo('PUT settings')[0].body).toMatchObject({ ramadan: { from: '2027-02-08', to: '2027-02-01' } });
    expect(last).toHaveValue('2027-02-01');

    refuse = false;
    fireEvent.change(last, { target: { value: '2027-03-09' } });
    await user.click(rules.getByRole('button', { name: 'Save rules' }));
    await waitFor(() => expect(api.callsTo('PUT settings')).toHaveLength(2));
    expect(api.callsTo('PUT settings')[1].body).toMatchObject({ ramadan: { from: '2027-02-08', to: '2027-03-09' } });
    expect(await screen.findByText('The team’s rules are saved.')).toBeInTheDocument();

    await user.click(dates.getByRole('button', { name: 'Clear the Ramadan dates' }));
    expect(first).toHaveValue('');
    expect(last).toHaveValue('');
    await user.click(rules.getByRole('button', { name: 'Save rules' }));
    await waitFor(() => expect(api.callsTo('PUT settings')).toHaveLength(3));
    expect(api.callsTo('PUT settings')[2].body).toMatchObject({ ramadan: null });
  });

  it('shows them to other staff without a way to change them', async () => {
    stubFetch({ 'GET dashboard/stats': ok(stats), 'GET settings': ok(TEAM_SETTINGS) });
    await renderApp({ route: '/settings', preloadedState: manager });
    const rules = await section();
    expect(await rules.findByText('Only owners can change these rules.')).toBeInTheDocument();
    expect(rules.getByRole('spinbutton', { name: /Red after/ })).toBeDisabled();
    expect(rules.queryByRole('button', { name: 'Save rules' })).toBeNull();
    expect(rules.getByText('The deployment’s defaults: no owner has saved these yet.')).toBeInTheDocument();
    expect(rules.getByLabelText('First day of Ramadan')).toBeDisabled();
    expect(rules.getByLabelText('First day of Ramadan')).toHaveValue('2027-02-08');
    expect(rules.queryByRole('button', { name: 'Clear the Ramadan dates' })).toBeNull();
  });
});
