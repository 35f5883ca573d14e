import type { FieldProps } from '@fluentui/react-components';

export interface FormFieldProps {
  /** The field's visible label; also its accessible name. */
  label: string;
  /** Shows the required mark and sets aria-required. @default false */
  required?: boolean;
  /** The validation message; when set the field is invalid and the control describes itself with it. */
  error?: string | null;
  /** Help text under the control. */
  hint?: string;
  className?: string;
  /**
   * One Fluent control (Input, Select, Combobox…), or a render function for a native control:
   * `{(props) => <input {...props} />}` gets id, aria-describedby, aria-invalid and aria-required.
   */
  children: FieldProps['children'];
}
