import { Field } from '@fluentui/react-components';
import type { FormFieldProps } from './FormField.types';

/**
 * A labelled form control with its error. Built on Fluent's Field, which links label, control
 * and message by id, marks the control aria-invalid and describes it with the message.
 */
export function FormField({ label, required = false, error, hint, className, children }: FormFieldProps) {
  return (
    <Field
      label={label}
      required={required}
      hint={hint}
      className={className}
      validationState={error ? 'error' : 'none'}
      validationMessage={error || undefined}
    >
      {children}
    </Field>
  );
}
