import { Input } from '@fluentui/react-components';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../test-utils';
import { FormField } from './FormField';

describe('FormField', () => {
  it('labels the control and marks it required', () => {
    renderWithProviders(
      <FormField label="Shop name" required>
        <Input />
      </FormField>,
    );
    const input = screen.getByRole('textbox', { name: /Shop name/ });
    expect(input).toBeRequired();
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('wires its error message to the control', () => {
    renderWithProviders(
      <FormField label="Phone" error="Phone number must be exactly 8 digits">
        <Input />
      </FormField>,
    );
    const input = screen.getByRole('textbox', { name: 'Phone' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Phone number must be exactly 8 digits');
  });

  it('gives a native control the same wiring through a render function', () => {
    renderWithProviders(
      <FormField label="Open time" error="Open time is required">
        {(props) => <input type="time" {...props} />}
      </FormField>,
    );
    const input = screen.getByLabelText('Open time');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Open time is required');
  });
});
