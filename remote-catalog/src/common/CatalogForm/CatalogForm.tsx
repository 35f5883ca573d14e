import { FormActions, FormImagePicker, type FormImagePickerProps } from '@dukkan/shared/kit';
import { MessageBar, MessageBarBody } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { CATALOG_NS } from '../catalog-namespace';
import { useCatalogFormStyles } from '../useCatalogFormStyles.styles';
import type { CatalogForm as CatalogFormModel, CatalogFormState } from './use-catalog-form';

export interface CatalogFormProps<Values extends object, Field extends string> {
  /** The form of `useCatalogForm`. */
  form: CatalogFormModel<Values, Field>;
  /** Says the form is busy while it saves (aria-busy). @default false */
  busyWhileSaving?: boolean;
  /** The form's sections. */
  children: ReactNode;
}

/**
 * A catalog form around its sections (spec §5): named by its title, the 'fix the errors' message
 * after a refused submit, then Cancel (back to the list) and the submit button, and the
 * unsaved-changes question.
 */
export function CatalogForm<Values extends object, Field extends string>({ form, busyWhileSaving = false, children }: CatalogFormProps<Values, Field>) {
  const { feature, editing, saving } = form;
  const { t } = useTranslation(CATALOG_NS);
  const styles = useCatalogFormStyles();
  const navigate = useNavigate();
  return (
    <form
      {...form.formProps}
      className={styles.form}
      aria-label={t(editing ? `${feature}.form.editTitle` : `${feature}.form.createTitle`)}
      aria-busy={(busyWhileSaving && saving) || undefined}
    >
      {/* spec §5: a failed submit says so above the fields, until they are fixed. */}
      {form.showFixErrors ? (
        <MessageBar intent="error" role="alert">
          <MessageBarBody>{t(`${feature}.form.fixErrors`)}</MessageBarBody>
        </MessageBar>
      ) : null}
      {children}
      <FormActions
        saving={saving}
        onCancel={() => navigate(`/${feature}`)}
        submitLabel={t(editing ? `${feature}.form.submitUpdate` : `${feature}.form.submitCreate`)}
        savingLabel={t(`${feature}.form.saving`)}
      />
      {form.guardDialog}
    </form>
  );
}

export interface CatalogImageFieldProps<Values extends object, Field extends string> {
  /** The form of `useCatalogForm`. */
  form: CatalogFormModel<Values, Field>;
  /** Shows the required mark. @default required unless a stored picture is kept (the rule says no more) */
  required?: boolean;
}

/** The form's picture (spec §5), across the section's width: the stored one kept unless a file replaces it. */
export function CatalogImageField<Values extends object, Field extends string>({ form, required = !form.existingImage }: CatalogImageFieldProps<Values, Field>) {
  const { t } = useTranslation(CATALOG_NS);
  const styles = useCatalogFormStyles();
  return (
    <div className={styles.wide}>
      <FormImagePicker
        control={form.form.control}
        // Every catalog form holds its picture as `image` (CatalogFormState); the generic hides it from the field path type.
        name={'image' as FormImagePickerProps<CatalogFormState<Values>>['name']}
        label={t(`${form.feature}.form.image`)}
        required={required}
        existingUrl={form.existingImage}
        error={form.errorOf('image')}
        disabled={form.saving}
      />
    </div>
  );
}
