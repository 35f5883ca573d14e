import { pictureUrl, useNotify, type PictureFields } from '@dukkan/shared';
import { useRulesForm, type RulesForm } from '@dukkan/shared/kit';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { CATALOG_NS } from '../catalog-namespace';

/** A catalog feature: its section of the catalog texts and its list's path (`/shops`, `/categories`, `/products`). */
export type CatalogFeature = 'shops' | 'categories' | 'products';

/** The form's values: the rules' fields and the newly chosen picture (null keeps the stored one). */
export type CatalogFormState<Values> = Values & { image: File | null };

export interface CatalogFormOptions<Values, Field extends string, Save> {
  /** Whose texts (`<feature>.rules.*`, `<feature>.form.*`) and which list a save goes back to. */
  feature: CatalogFeature;
  /** The entity being edited, as loaded; without it the form creates one. */
  entity?: PictureFields & { id: number };
  /** The rules' fields the form starts with (the feature's `<x>FormValues`). */
  values: Values;
  /** The feature's spec §5 rules; an image counts when newly chosen or already stored. */
  validate: (values: Values, image: { chosen: boolean; existing: boolean }) => Partial<Record<Field | 'image', string>>;
  /** Every field of the form: a 400's messages for them show under the field. */
  serverFields: readonly (Field | 'image')[];
  /** The values as the API takes them, with the new picture (or null). */
  toSave: (values: Values, file: File | null) => Save;
  /** The create call (an RTK `.unwrap()`). */
  create: (save: Save) => Promise<unknown>;
  /** The update call of the edited entity (an RTK `.unwrap()`). */
  update: (id: number, save: Save) => Promise<unknown>;
}

export interface CatalogForm<Values, Field extends string> extends RulesForm<CatalogFormState<Values>, Field | 'image'> {
  feature: CatalogFeature;
  /** An edit form (an entity was loaded), not a create form. */
  editing: boolean;
  /** The stored picture's preview, kept unless a new file replaces it. */
  existingImage: string | undefined;
}

/**
 * The add-and-edit form of a catalog entity (spec §2, §5), one for shops, categories and products:
 * useRulesForm with the picture beside the feature's rules, a create or an update, then the
 * success toast and the way back to the list; a failure's toast prefers the server's message.
 */
export function useCatalogForm<Values extends object, Field extends string, Save>(
  options: CatalogFormOptions<Values, Field, Save>,
): CatalogForm<Values, Field> {
  const { feature, entity } = options;
  const { t } = useTranslation(CATALOG_NS);
  const navigate = useNavigate();
  const notify = useNotify();
  const existingImage = pictureUrl(entity, 'preview');

  const form = useRulesForm<CatalogFormState<Values>, Field | 'image'>({
    defaultValues: { ...options.values, image: null },
    rules: ({ image, ...values }) => options.validate(values as Values, { chosen: image !== null, existing: Boolean(existingImage) }),
    ruleText: (key) => t(`${feature}.rules.${key}`),
    serverFields: options.serverFields,
    save: ({ image, ...values }) => {
      const save = options.toSave(values as Values, image);
      return entity ? options.update(entity.id, save) : options.create(save);
    },
    onSaved: () => {
      notify.success(t(entity ? `${feature}.form.updated` : `${feature}.form.created`));
      navigate(`/${feature}`);
    },
    failureTexts: { failed: t(entity ? `${feature}.form.updateFailed` : `${feature}.form.createFailed`) },
    onFailure: notify.error,
  });
  return { ...form, feature, editing: Boolean(entity), existingImage };
}
