import { Field, Input } from '@fluentui/react-components';
import type { ReactElement } from 'react';
import type { ZoneTermsField } from './coverage-rules';
import { useCoverageStyles } from './useCoverageStyles.styles';

export interface ZoneTermFieldProps {
  /** Which term: the fee and the minimum basket are KWD, the ETA whole minutes. */
  field: ZoneTermsField;
  value: string;
  /** The input's name: shown above it, or (a table's cell, under its column's heading) only to screen readers. */
  label: string;
  /** @default false */
  labelHidden?: boolean;
  /** The message under the input: a rule's or the server's. */
  error?: string;
  /** A warning under it when there is no error (a fee above the cap). */
  warning?: ReactElement;
  onChange: (value: string) => void;
}

/** One term of a zone (fee, minimum basket, ETA): digits left to right in Arabic too, a number pad on a phone. */
export function ZoneTermField({ field, value, label, labelHidden = false, error, warning, onChange }: ZoneTermFieldProps) {
  const styles = useCoverageStyles();
  const message = error ?? warning;
  return (
    <Field
      label={labelHidden ? undefined : label}
      validationState={error ? 'error' : warning ? 'warning' : 'none'}
      validationMessage={message || undefined}
    >
      <Input
        aria-label={labelHidden ? label : undefined}
        className={field === 'etaMinutes' ? styles.minutes : styles.amount}
        value={value}
        dir="ltr"
        inputMode={field === 'etaMinutes' ? 'numeric' : 'decimal'}
        autoComplete="off"
        onChange={(_event, data) => onChange(data.value)}
      />
    </Field>
  );
}
