import { Button } from '@fluentui/react-components';
import { screen, waitFor } from '@testing-library/react';
import { baseApi } from '../../api/base-api';
import { SessionWatcher } from '../../session/SessionWatcher';
import { fail, ok, renderWithProviders, signedInState, stubFetch } from '../../test-utils';
import { useFailureToast } from './use-failure-toast';
import { useNotifiedCall } from './use-notified-call';

// A refused action or load (403): the permission-denied event's toast says it once; the screen
// adds no second "no permission" toast (decisions/roles-and-audit.md, spec §6).
const deniedApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    pauseShopForTest: build.mutation<unknown, number>({ query: (id) => ({ url: `shop/${id}/pause`, method: 'POST', body: {} }) }),
    getUsersForTest: build.query<unknown, void>({ query: () => 'user' }),
  }),
});

const DENIED = 'You do not have permission to do this.';

function Screen() {
  const run = useNotifiedCall();
  const [pause] = deniedApi.usePauseShopForTestMutation();
  const users = deniedApi.useGetUsersForTestQuery();
  const loadError = useFailureToast(users.error, { failed: 'Failed to fetch users data' });
  return (
    <>
      <SessionWatcher />
      {loadError ? <p data-testid="inline">{loadError}</p> : null}
      <Button onClick={() => void run(() => pause(1).unwrap(), { success: 'Shop paused', failed: 'Failed to pause the shop' })}>Pause</Button>
    </>
  );
}

it('says "no permission" once for a refused load and once for a refused action, never twice', async () => {
  stubFetch({
    'GET user/me': ok({ ...signedInState().auth.user, permissions: ['orders.read'] }),
    'GET user': fail(403, DENIED),
    'POST shop/:id/pause': fail(403, DENIED),
  });
  const { user } = renderWithProviders(<Screen />, { preloadedState: signedInState() });
  // The screen still says what failed where it is; one toast says it.
  expect(await screen.findByTestId('inline')).toHaveTextContent(DENIED);
  await waitFor(() => expect(screen.getAllByText(DENIED)).toHaveLength(2));
  await new Promise((resolve) => setTimeout(resolve, 200));
  expect(screen.getAllByText(DENIED)).toHaveLength(2);

  await user.click(screen.getByRole('button', { name: 'Pause' }));
  await waitFor(() => expect(screen.getAllByText(DENIED)).toHaveLength(3));
  await new Promise((resolve) => setTimeout(resolve, 200));
  expect(screen.getAllByText(DENIED)).toHaveLength(3);
});
