import { Input, Select, Textarea, type InputProps, type TextareaProps } from '@fluentui/react-components';
import type { ReactElement } from 'react';
import { Controller, type Control, type ControllerRenderProps, type FieldPath, type FieldValues } from 'react-hook-form';
import { FormField } from '../FormField/FormField';
import { ImagePicker } from '../ImagePicker/ImagePicker';
import { LtrText } from '../LtrText/LtrText';
import { KUWAIT_CALLING_CODE, sanitizePhoneInput } from '../phone/phone';
import type { ImagePickerProps } from '../ImagePicker/ImagePicker.types';

/** What every labelled field bound to a useRulesForm form takes. */
interface BoundFieldProps<Values extends FieldValues> {
  /** The useRulesForm form's `control`. */
  control: Control<Values>;
  /** The form value the control edits (a string field: '' while empty). */
  name: FieldPath<Values>;
  /** The field's visible label; also its accessible name. */
  label: string;
  /** Shows the required mark. @default false */
  required?: boolean;
  /** The field's message (`errorOf(name)`, or why its options could not be loaded). */
  error?: string | null;
  /** The field's own class (its place in a layout). */
  className?: string;
}

/** The field around a bound control: its label, required mark and message, the control rendered for the value. */
function BoundField<Values extends FieldValues>({
  bound: { control, name, label, required = false, error, className },
  children,
}: {
  bound: BoundFieldProps<Values>;
  children: (field: ControllerRenderProps<Values, FieldPath<Values>>) => ReactElement;
}) {
  return (
    <Controller
      name={name}
      control={control}
      render={({ field }) => (
        <FormField label={label} required={required} error={error} className={className}>
          {children(field)}
        </FormField>
      )}
    />
  );
}

export interface FormInputProps<Values extends FieldValues>
  extends BoundFieldProps<Values>,
    Omit<InputProps, 'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'required'> {
  /** Rewrites what is typed before it is kept (e.g. a phone's digits only). @default as typed */
  parse?: (typed: string) => string;
}

/** A labelled text input bound to a useRulesForm form: the one way a form field is written. */
export function FormInput<Values extends FieldValues>({ control, name, label, required, error, parse = (typed) => typed, ...input }: FormInputProps<Values>) {
  return (
    <BoundField bound={{ control, name, label, required, error }}>
      {(field) => <Input {...input} value={field.value ?? ''} onChange={(_event, data) => field.onChange(parse(data.value))} onBlur={field.onBlur} />}
    </BoundField>
  );
}

export type FormPhoneInputProps<Values extends FieldValues> = Omit<FormInputProps<Values>, 'type' | 'inputMode' | 'parse' | 'contentBefore' | 'dir'>;

/**
 * A Kuwaiti phone number bound to a useRulesForm form (a shop's, a driver's): the local digits after a fixed +965, kept
 * to digits as typed. The digits read left to right in Arabic too: only the input turns, the field's own styles were
 * built for the page's direction.
 */
export function FormPhoneInput<Values extends FieldValues>(props: FormPhoneInputProps<Values>) {
  return (
    <FormInput
      autoComplete="off"
      {...props}
      dir="ltr"
      type="tel"
      inputMode="numeric"
      contentBefore={<LtrText>{KUWAIT_CALLING_CODE}</LtrText>}
      parse={sanitizePhoneInput}
    />
  );
}

export interface FormImagePickerProps<Values extends FieldValues> extends Omit<ImagePickerProps, 'value' | 'onChange'> {
  /** The useRulesForm form's `control`. */
  control: Control<Values>;
  /** The form value holding the newly chosen file (null keeps the stored image). */
  name: FieldPath<Values>;
}

/** The image picker bound to a useRulesForm form. */
export function FormImagePicker<Values extends FieldValues>({ control, name, ...picker }: FormImagePickerProps<Values>) {
  return (
    <Controller
      name={name}
      control={control}
      render={({ field }) => <ImagePicker {...picker} value={field.value ?? null} onChange={field.onChange} />}
    />
  );
}

export interface FormTextareaProps<Values extends FieldValues>
  extends BoundFieldProps<Values>,
    Omit<TextareaProps, 'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'required' | 'maxLength' | 'className'> {
  /** The rule's length limit. The box takes twice as much: the API counts the trimmed text, and a paste past the limit is seen and cut, not cut off unseen. */
  limit: number;
}

/** A labelled text area bound to a useRulesForm form (a note, a reason): grows downwards, its text in its own direction. */
export function FormTextarea<Values extends FieldValues>({ control, name, label, required, error, className, limit, ...textarea }: FormTextareaProps<Values>) {
  return (
    <BoundField bound={{ control, name, label, required, error, className }}>
      {(field) => (
        <Textarea
          resize="vertical"
          textarea={{ dir: 'auto' }}
          {...textarea}
          value={field.value ?? ''}
          onChange={(_event, data) => field.onChange(data.value)}
          onBlur={field.onBlur}
          maxLength={limit * 2}
        />
      )}
    </BoundField>
  );
}

export interface FormSelectProps<Values extends FieldValues> extends BoundFieldProps<Values> {
  /** The first option, standing for "nothing chosen" (value ''). */
  placeholder: string;
  /** The choices, in order. */
  options: readonly { value: string; label: string }[];
  /** @default false */
  disabled?: boolean;
  /** After a choice is kept: e.g. clear the choices that depended on it. */
  onChosen?: (value: string) => void;
}

/** A labelled select bound to a useRulesForm form, with its "nothing chosen" first option. */
export function FormSelect<Values extends FieldValues>({ placeholder, options, disabled = false, onChosen, ...bound }: FormSelectProps<Values>) {
  return (
    <BoundField bound={bound}>
      {(field) => (
        <Select
          value={field.value ?? ''}
          disabled={disabled}
          onChange={(_event, data) => {
            field.onChange(data.value);
            onChosen?.(data.value);
          }}
          onBlur={field.onBlur}
        >
          <option value="">{placeholder}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </Select>
      )}
    </BoundField>
  );
}
