import { Button, Input, MessageBar, MessageBarBody, Select, Spinner } from '@fluentui/react-components';
import {
  getErrorMessage,
  isSessionEndedError,
  localizedName,
  resolveAssetUrl,
  useLanguage,
  useNotify,
} from '@dukkan/shared';
import { FormField, ImagePicker, serverFieldErrors, useUnsavedChangesGuard } from '@dukkan/shared/kit';
import { useMemo, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useCatalogFormStyles } from '../common/useCatalogFormStyles.styles';
import { CATALOG_NS } from '../i18n';
import {
  useCreateCategoryMutation,
  useGetAllShopsQuery,
  useUpdateCategoryMutation,
  type Category,
} from './categories-api';
import {
  arabicNameHint,
  EMPTY_CATEGORY_FORM,
  validateCategoryForm,
  type CategoryFormField,
  type CategoryFormValues,
} from './category-form-rules';
import type { CategoryFormProps } from './CategoryForm.types';

function valuesOf(category: Category | undefined): CategoryFormValues {
  if (!category) return EMPTY_CATEGORY_FORM;
  return {
    name: category.name ?? '',
    name_ar: category.name_ar ?? '',
    shopId: category.shopId ? String(category.shopId) : '',
  };
}

const CATEGORY_FIELDS: readonly CategoryFormField[] = ['name', 'name_ar', 'shopId', 'image'];

/** The server's field errors (400 `errors`) that belong to a field of this form. */

/**
 * The category form, add and edit (spec §2 /categories/add, /categories/edit/{id}; §5 'Category
 * form'): name, Arabic name, the shop chosen from every shop, and the image.
 */
export function CategoryForm({ category }: CategoryFormProps) {
  const { t } = useTranslation(CATALOG_NS);
  const language = useLanguage();
  const styles = useCatalogFormStyles();
  const navigate = useNavigate();
  const notify = useNotify();
  const initial = useMemo(() => valuesOf(category), [category]);
  const [values, setValues] = useState<CategoryFormValues>(initial);
  const [file, setFile] = useState<File | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const [arabicEdited, setArabicEdited] = useState(false);
  const [serverErrors, setServerErrors] = useState<Partial<Record<CategoryFormField, string>>>({});
  // A ref, not the mutation's isLoading: a second click in the same tick must not send twice.
  const saving = useRef(false);
  const [createCategory, created] = useCreateCategoryMutation();
  const [updateCategory, updated] = useUpdateCategoryMutation();
  const busy = created.isLoading || updated.isLoading;
  const existingImage = resolveAssetUrl(category?.image);
  const shops = useGetAllShopsQuery();

  const dirty = file !== null || (['name', 'name_ar', 'shopId'] as const).some((field) => values[field] !== initial[field]);
  const guard = useUnsavedChangesGuard(dirty);

  const image = { chosen: file !== null, existing: Boolean(existingImage) };
  const ruleErrors = submitted ? validateCategoryForm(values, image) : {};
  const hasRuleErrors = Object.keys(ruleErrors).length > 0;
  const arabicHint = arabicNameHint(values.name_ar, arabicEdited);
  const errorOf = (field: CategoryFormField): string | undefined => {
    const rule = field === 'name_ar' ? arabicHint : ruleErrors[field];
    return rule ? t(`categories.rules.${rule}`) : serverErrors[field];
  };

  const change = (patch: Partial<CategoryFormValues>) => {
    setValues((current) => ({ ...current, ...patch }));
    setServerErrors((current) => {
      const next = { ...current };
      for (const field of Object.keys(patch)) delete next[field as CategoryFormField];
      return next;
    });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving.current) return;
    setSubmitted(true);
    if (Object.keys(validateCategoryForm(values, image)).length > 0) return;
    saving.current = true;
    try {
      const body = { name: values.name.trim(), name_ar: values.name_ar.trim(), shopId: Number(values.shopId), file };
      if (category) await updateCategory({ id: category.id, category: body }).unwrap();
      else await createCategory(body).unwrap();
      notify.success(t(category ? 'categories.form.updated' : 'categories.form.created'));
      guard.allowNavigation();
      navigate('/categories');
    } catch (error) {
      saving.current = false;
      if (isSessionEndedError(error)) return;
      notify.error(getErrorMessage(error, t(category ? 'categories.form.updateFailed' : 'categories.form.createFailed')));
      setServerErrors(serverFieldErrors(error, CATEGORY_FIELDS));
    }
  };

  const shopsError = shops.isError && !isSessionEndedError(shops.error) ? getErrorMessage(shops.error, t('categories.form.shopsFailed')) : undefined;

  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={submit}
      aria-label={t(category ? 'categories.form.editTitle' : 'categories.form.createTitle')}
    >
      {submitted && hasRuleErrors ? (
        <MessageBar intent="error" role="alert">
          <MessageBarBody>{t('categories.form.fixErrors')}</MessageBarBody>
        </MessageBar>
      ) : null}

      <div className={styles.section}>
        <FormField label={t('categories.form.name')} required error={errorOf('name')}>
          <Input value={values.name} onChange={(_e, data) => change({ name: data.value })} />
        </FormField>
        <FormField label={t('categories.form.nameAr')} required error={errorOf('name_ar')}>
          <Input
            dir="rtl"
            lang="ar"
            value={values.name_ar}
            onChange={(_e, data) => {
              setArabicEdited(true);
              change({ name_ar: data.value });
            }}
          />
        </FormField>
        <FormField label={t('categories.form.shop')} required error={errorOf('shopId') ?? shopsError}>
          <Select value={values.shopId} onChange={(_e, data) => change({ shopId: data.value })}>
            <option value="">{t('categories.form.selectShop')}</option>
            {(shops.data ?? []).map((shop) => (
              <option key={shop.id} value={String(shop.id)}>
                {localizedName(shop, language)}
              </option>
            ))}
          </Select>
        </FormField>
        <div className={styles.wide}>
          <ImagePicker
            label={t('categories.form.image')}
            required
            value={file}
            existingUrl={existingImage}
            onChange={(chosen) => {
              setFile(chosen);
              setServerErrors(({ image: _dropped, ...rest }) => rest);
            }}
            error={errorOf('image')}
            disabled={busy}
          />
        </div>
      </div>

      <div className={styles.actions}>
        <Button appearance="secondary" disabled={busy} onClick={() => navigate('/categories')}>
          {t('actions.cancel', { ns: 'common' })}
        </Button>
        <Button type="submit" appearance="primary" disabled={busy} icon={busy ? <Spinner size="tiny" /> : undefined}>
          {busy ? t('categories.form.saving') : t(category ? 'categories.form.submitUpdate' : 'categories.form.submitCreate')}
        </Button>
      </div>
      {guard.dialog}
    </form>
  );
}
