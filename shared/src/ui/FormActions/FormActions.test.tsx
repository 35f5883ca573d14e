import { act, screen } from '@testing-library/react';
import { useState } from 'react';
import { setLanguage } from '../../i18n/i18n';
import { renderWithProviders } from '../../test-utils';
import { FormActions, SubmitButton } from './FormActions';

function Harness({ saving = false, onCancel = () => {} }: { saving?: boolean; onCancel?: () => void }) {
  const [submitted, setSubmitted] = useState(0);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        setSubmitted((count) => count + 1);
      }}
    >
      <p>submitted {submitted}</p>
      <FormActions saving={saving} onCancel={onCancel} submitLabel="Create Shop" savingLabel="Saving..." />
    </form>
  );
}

afterEach(async () => {
  await act(() => setLanguage('en'));
});

describe('FormActions', () => {
  it('submits the form with its button and leaves it with Cancel', async () => {
    const onCancel = jest.fn();
    const { user } = renderWithProviders(<Harness onCancel={onCancel} />);
    await user.click(screen.getByRole('button', { name: 'Create Shop' }));
    expect(screen.getByText('submitted 1')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(screen.getByText('submitted 1')).toBeInTheDocument();
  });

  it('says Saving... with a spinner while the save is on its way, and neither button takes a press', async () => {
    const onCancel = jest.fn();
    const { user } = renderWithProviders(<Harness saving onCancel={onCancel} />);
    const submit = screen.getByRole('button', { name: 'Saving...' });
    expect(submit).toBeDisabled();
    expect(submit.querySelector('[role="progressbar"]')).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).not.toHaveBeenCalled();
    expect(screen.getByText('submitted 0')).toBeInTheDocument();
  });

  it('in Arabic, Cancel is the common إلغاء', async () => {
    renderWithProviders(<Harness />);
    await act(() => setLanguage('ar'));
    expect(await screen.findByRole('button', { name: 'إلغاء' })).toBeInTheDocument();
  });
});

describe('SubmitButton', () => {
  it('submits when ready, and waits for what the form still needs and for the save', () => {
    renderWithProviders(
      <>
        <SubmitButton saving={false}>Ready</SubmitButton>
        <SubmitButton saving={false} disabled>
          Not yet
        </SubmitButton>
        <SubmitButton saving>Saving</SubmitButton>
      </>,
    );
    expect(screen.getByRole('button', { name: 'Ready' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Ready' })).toHaveAttribute('type', 'submit');
    expect(screen.getByRole('button', { name: 'Not yet' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Saving' })).toBeDisabled();
  });
});
