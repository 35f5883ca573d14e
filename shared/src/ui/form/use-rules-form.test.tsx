import { Button, Input, MessageBar } from '@fluentui/react-components';
import { screen, waitFor } from '@testing-library/react';
import { Controller } from 'react-hook-form';
import type { ApiError } from '../../api/api-error';
import { Link } from 'react-router-dom';
import { openDialog, renderWithProviders } from '../../test-utils';
import { FormField } from '../FormField/FormField';
import { useRulesForm } from './use-rules-form';

interface Values {
  name: string;
  email: string;
}
type Field = keyof Values;

const TEXTS: Record<string, string> = { nameRequired: 'Name is required', emailRequired: 'Email is required' };
const rules = (values: Values) => ({
  ...(values.name.trim() ? {} : { name: 'nameRequired' }),
  ...(values.email.trim() ? {} : { email: 'emailRequired' }),
});

function TestForm({ save, onSaved = () => {}, onFailure = () => {}, afterEdit, afterSave }: {
  save: (values: Values) => Promise<unknown>;
  onSaved?: () => void;
  onFailure?: (message: string) => void;
  afterEdit?: 'revalidate' | 'clear';
  afterSave?: 'leave' | 'stay';
}) {
  const { form, formProps, errorOf, showFixErrors, saving, guardDialog } = useRulesForm<Values, Field>({
    defaultValues: { name: '', email: '' },
    rules,
    ruleText: (key) => TEXTS[key],
    serverFields: ['name', 'email'],
    save,
    onSaved,
    failureTexts: { failed: 'Failed to save', errored: 'Error saving' },
    onFailure,
    afterEdit,
    afterSave,
  });
  return (
    <form {...formProps} aria-label="Test form">
      {showFixErrors ? <MessageBar role="alert">Please fix the errors below before submitting</MessageBar> : null}
      {(['name', 'email'] as const).map((name) => (
        <Controller
          key={name}
          name={name}
          control={form.control}
          render={({ field }) => (
            <FormField label={name} error={errorOf(name)}>
              {(props) => <Input {...props} ref={field.ref} value={field.value} onChange={(_e, data) => field.onChange(data.value)} />}
            </FormField>
          )}
        />
      ))}
      <Button type="submit" disabled={saving}>
        Save
      </Button>
      {guardDialog}
    </form>
  );
}

/** A form that does not guard (a note's, a dialog's): it registers no blocker of its own. */
function UnguardedForm() {
  const { formProps } = useRulesForm<Values, Field>({
    defaultValues: { name: '', email: '' },
    rules: () => ({}),
    ruleText: (key) => key,
    serverFields: [],
    save: async () => {},
    onSaved: () => {},
    failureTexts: { failed: 'Failed' },
    onFailure: () => {},
    guardsNavigation: false,
  });
  return <form {...formProps} aria-label="Note form" />;
}

describe('useRulesForm', () => {
  it('asks before a dirty form is left even when a form that does not guard sits after it on the page', async () => {
    const { user } = renderWithProviders(
      <>
        <TestForm save={async () => {}} />
        <UnguardedForm />
        <Link to="/list">Back to list</Link>
      </>,
      { route: '/form', path: '/form', otherRoutes: { '/list': <h1>The list</h1> } },
    );
    await user.type(screen.getByLabelText('name'), 'Sara');
    await user.click(screen.getByRole('link', { name: 'Back to list' }));
    await openDialog('Discard changes?');
    expect(screen.queryByRole('heading', { name: 'The list' })).not.toBeInTheDocument();
  });

  it('shows the rules after the first submit, focuses the first invalid field, and follows each edit', async () => {
    const save = jest.fn(async () => {});
    const { user } = renderWithProviders(<TestForm save={save} />);
    expect(screen.queryByText('Name is required')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Please fix the errors below before submitting')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('name')).toHaveFocus());
    await user.type(screen.getByLabelText('name'), 'Sara');
    await waitFor(() => expect(screen.queryByText('Name is required')).not.toBeInTheDocument());
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(save).not.toHaveBeenCalled();
  });

  it('saves once however often submit is pressed, then calls onSaved', async () => {
    let finish: () => void = () => {};
    const save = jest.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const onSaved = jest.fn();
    const { user } = renderWithProviders(<TestForm save={save} onSaved={onSaved} />);
    await user.type(screen.getByLabelText('name'), 'Sara');
    await user.type(screen.getByLabelText('email'), 'sara@dukkan.kw');
    const form = screen.getByRole('form', { name: 'Test form' }) as HTMLFormElement;
    form.requestSubmit();
    form.requestSubmit();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled());
    form.requestSubmit();
    finish();
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(save).toHaveBeenCalledTimes(1);
    expect(save).toHaveBeenCalledWith({ name: 'Sara', email: 'sara@dukkan.kw' });
  });

  it("stays busy after a save that leaves, and is ready for the next save with afterSave 'stay'", async () => {
    const save = jest.fn(async () => {});
    const first = renderWithProviders(<TestForm save={save} />);
    await first.user.type(screen.getByLabelText('name'), 'Sara');
    await first.user.type(screen.getByLabelText('email'), 'sara@dukkan.kw');
    await first.user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    first.unmount();

    const { user } = renderWithProviders(<TestForm save={save} afterSave="stay" />);
    await user.type(screen.getByLabelText('name'), 'Sara');
    await user.type(screen.getByLabelText('email'), 'sara@dukkan.kw');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(save).toHaveBeenCalledTimes(3));
  });

  it("toasts the server's message and shows its field messages under the fields, until edited", async () => {
    const failure: ApiError = { status: 400, message: 'Email already registered', errors: { email: 'Email already registered', other: 'x' } };
    const save = jest.fn(async () => Promise.reject(failure));
    const onFailure = jest.fn();
    const { user } = renderWithProviders(<TestForm save={save} onFailure={onFailure} />);
    await user.type(screen.getByLabelText('name'), 'Sara');
    await user.type(screen.getByLabelText('email'), 'sara@dukkan.kw');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onFailure).toHaveBeenCalledWith('Email already registered'));
    expect(await screen.findByText('Email already registered')).toBeInTheDocument();
    // A submit the server refused moves focus to the field it names, like one the rules refused.
    await waitFor(() => expect(screen.getByLabelText('email')).toHaveFocus());
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
    expect(screen.queryByText('Please fix the errors below before submitting')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('email'), 'x');
    await waitFor(() => expect(screen.queryByText('Email already registered')).not.toBeInTheDocument());
  });

  it("says the screen's own text when no answer came, and nothing when the session ended", async () => {
    const onFailure = jest.fn();
    const offline: ApiError = { status: 'FETCH_ERROR' };
    const ended: ApiError = { status: 401, message: 'Authentication failed', sessionEnded: 'unauthorized' };
    const save = jest.fn().mockRejectedValueOnce(offline).mockRejectedValueOnce(ended);
    const { user } = renderWithProviders(<TestForm save={save} onFailure={onFailure} />);
    await user.type(screen.getByLabelText('name'), 'Sara');
    await user.type(screen.getByLabelText('email'), 'sara@dukkan.kw');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onFailure).toHaveBeenCalledWith('Error saving'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(save).toHaveBeenCalledTimes(2));
    expect(onFailure).toHaveBeenCalledTimes(1);
  });

  it("with afterEdit 'clear', an edited field loses its message until the next submit", async () => {
    const save = jest.fn(async () => {});
    const { user } = renderWithProviders(<TestForm save={save} afterEdit="clear" />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    await user.type(screen.getByLabelText('email'), 'x');
    await user.clear(screen.getByLabelText('email'));
    await waitFor(() => expect(screen.queryByText('Email is required')).not.toBeInTheDocument());
    expect(screen.getByText('Name is required')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
  });

  it("with the default, an edited field's message follows its value", async () => {
    const save = jest.fn(async () => {});
    const { user } = renderWithProviders(<TestForm save={save} />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.type(screen.getByLabelText('email'), 'x');
    await user.clear(screen.getByLabelText('email'));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
  });
});
