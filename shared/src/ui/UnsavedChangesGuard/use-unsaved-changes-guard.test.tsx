import { screen } from '@testing-library/react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { openDialog, renderWithProviders } from '../../test-utils';
import { useUnsavedChangesGuard } from './use-unsaved-changes-guard';

function NameForm() {
  const [name, setName] = useState('');
  const guard = useUnsavedChangesGuard(name !== '');
  const navigate = useNavigate();
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        guard.allowNavigation();
        navigate('/list');
      }}
    >
      <label>
        Name <input value={name} onChange={(event) => setName(event.target.value)} />
      </label>
      <button type="submit">Save</button>
      <Link to="/list">Back to list</Link>
      {guard.dialog}
    </form>
  );
}

const render = () =>
  renderWithProviders(<NameForm />, { route: '/form', path: '/form', otherRoutes: { '/list': <h1>The list</h1> } });

describe('useUnsavedChangesGuard', () => {
  it('leaves a clean form without asking', async () => {
    const { user } = render();
    await user.click(screen.getByRole('link', { name: 'Back to list' }));
    expect(await screen.findByRole('heading', { name: 'The list' })).toBeInTheDocument();
  });

  it('asks before a dirty form is left, and stays on Keep editing', async () => {
    const { user, router } = render();
    await user.type(screen.getByLabelText('Name'), 'Sultan Center');
    await user.click(screen.getByRole('link', { name: 'Back to list' }));
    const { dialog, button } = await openDialog('Discard changes?');
    expect(dialog).toHaveTextContent('You have unsaved changes. If you leave this page, they will be lost.');
    await user.click(button('Keep editing'));
    expect(router.state.location.pathname).toBe('/form');
    expect(screen.getByLabelText('Name')).toHaveValue('Sultan Center');
  });

  it('leaves a dirty form on Discard changes', async () => {
    const { user } = render();
    await user.type(screen.getByLabelText('Name'), 'x');
    await user.click(screen.getByRole('link', { name: 'Back to list' }));
    await user.click((await openDialog('Discard changes?')).button('Discard changes'));
    expect(await screen.findByRole('heading', { name: 'The list' })).toBeInTheDocument();
  });

  it('lets the navigation after a save through without asking', async () => {
    const { user } = render();
    await user.type(screen.getByLabelText('Name'), 'x');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('heading', { name: 'The list' })).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog', { hidden: true })).not.toBeInTheDocument();
  });
});
