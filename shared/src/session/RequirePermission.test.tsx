import { act, screen } from '@testing-library/react';
import type { SessionUser } from '../auth/session-types';
import { setLanguage } from '../i18n/i18n';
import { renderWithProviders, signedInState, stubFetch, testUser } from '../test-utils';
import { guardedRoute, RequirePermission } from './RequirePermission';

const catalogueStaff: SessionUser = { ...testUser, role: 'catalogue', permissions: ['dashboard.read', 'catalog.read', 'catalog.write'] };

function AddUserForm() {
  return (
    <form aria-label="Add User">
      <input aria-label="Name" />
    </form>
  );
}

afterEach(async () => {
  await act(() => setLanguage('en'));
});

describe('RequirePermission (decisions/roles-and-audit.md: a screen the role cannot use)', () => {
  it('says so plainly instead of the screen: no form to fill, no call refused, no Retry', async () => {
    const api = stubFetch({});
    renderWithProviders(<RequirePermission permission="users.manage"><AddUserForm /></RequirePermission>, {
      preloadedState: signedInState(catalogueStaff),
    });
    expect(screen.getByRole('heading', { name: "You don't have permission to use this screen" })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the dashboard' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('form', { name: 'Add User' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /retry/i })).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(api.calls).toHaveLength(0);

    await act(() => setLanguage('ar'));
    expect(screen.getByRole('heading', { name: 'ليست لديك صلاحية لاستخدام هذه الشاشة' })).toBeInTheDocument();
  });

  it('shows the screen to a role that has the permission, and to a session that does not know its permissions yet', () => {
    const { unmount } = renderWithProviders(guardedRoute('/users/add', 'catalog.write', <AddUserForm />).element, { preloadedState: signedInState(catalogueStaff) });
    expect(screen.getByRole('form', { name: 'Add User' })).toBeInTheDocument();
    unmount();
    renderWithProviders(<RequirePermission permission="users.manage"><AddUserForm /></RequirePermission>, {
      preloadedState: signedInState({ ...testUser, permissions: undefined }),
    });
    expect(screen.getByRole('form', { name: 'Add User' })).toBeInTheDocument();
  });
});
