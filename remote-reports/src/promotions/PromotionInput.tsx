import { Controller, type FieldValues, FormField, type FormInputProps } from '@dukkan/shared/kit';
import { Input, type InputProps } from '@fluentui/react-components';

export interface PromotionInputProps<Values extends FieldValues> extends Omit<InputProps, 'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'required'> {
  /** The useRulesForm form's `control`. */
  control: FormInputProps<Values>['control'];
  /** The form value it edits (text). */
  name: FormInputProps<Values>['name'];
  label: string;
  /** What an empty field means, under it ('Empty: no limit'). */
  hint?: string;
  /** @default false */
  required?: boolean;
  error?: string;
}

/**
 * A promotion form's text input: the kit's FormInput with a hint under it, as most of a promotion's terms are optional
 * and an empty one means something (no cap, no limit, no end).
 */
export function PromotionInput<Values extends FieldValues>({ control, name, label, hint, required = false, error, ...input }: PromotionInputProps<Values>) {
  return (
    <Controller
      name={name}
      control={control}
      render={({ field }) => (
        <FormField label={label} hint={hint} required={required} error={error}>
          <Input {...input} value={field.value ?? ''} onChange={(_event, data) => field.onChange(data.value)} onBlur={field.onBlur} />
        </FormField>
      )}
    />
  );
}
