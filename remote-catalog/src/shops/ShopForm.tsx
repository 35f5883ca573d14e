import { MessageBar, MessageBarBody, Radio, RadioGroup, Switch } from '@fluentui/react-components';
import {
  localizedName,
  useGetAreasQuery,
  useGetBlocksQuery,
  useGetGovernoratesQuery,
  useLanguage,
} from '@dukkan/shared';
import { Controller, FormField, FormInput, FormPhoneInput, FormSelect } from '@dukkan/shared/kit';
import { useTranslation } from 'react-i18next';
import { CatalogForm, CatalogImageField } from '../common/CatalogForm/CatalogForm';
import { useCatalogForm } from '../common/CatalogForm/use-catalog-form';
import { useCatalogFormStyles } from '../common/useCatalogFormStyles.styles';
import { SHOP_FORM_FIELDS, shopFormValues, toShopSave, validateShopForm } from './shop-form-rules';
import type { ShopFormProps } from './ShopForm.types';
import { CATALOG_NS } from './shops-i18n';
import { WeeklyHoursSummary } from './availability/WeeklyHoursSummary';
import { SUBSTITUTE_POLICIES, type SubstitutePolicy, useCreateShopMutation, useUpdateShopMutation } from './shops-api';

/**
 * The shop form, add and edit (spec §2 /shops/add, /shops/edit/{id}; §5 'Shop form'). The area
 * select waits for a governorate and the block select for an area; changing the governorate
 * clears both, changing the area clears the block. The phone keeps 8 digits, shown without +965.
 * decisions/picking.md: in a section of its own, what a substitute costing more than the line it replaces does.
 */
export function ShopForm({ shop }: ShopFormProps) {
  const { t } = useTranslation(CATALOG_NS);
  const language = useLanguage();
  const styles = useCatalogFormStyles();
  const [createShop] = useCreateShopMutation();
  const [updateShop] = useUpdateShopMutation();

  const catalogForm = useCatalogForm({
    feature: 'shops',
    entity: shop,
    values: shopFormValues(shop),
    validate: validateShopForm,
    serverFields: SHOP_FORM_FIELDS,
    toSave: toShopSave,
    create: (body) => createShop(body).unwrap(),
    update: (id, body) => updateShop({ id, shop: body }).unwrap(),
  });
  const { form, errorOf } = catalogForm;
  const { control } = form;
  const [governorateId, areaId] = form.watch(['governorateId', 'areaId']);
  // A choice higher in the tree clears the ones below it (and re-checks them once submitted).
  const clear = (...fields: ('areaId' | 'blockId')[]) => {
    for (const field of fields) form.setValue(field, '', { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
  };

  const governorates = useGetGovernoratesQuery();
  const areas = useGetAreasQuery(Number(governorateId), { skip: !governorateId });
  const blocks = useGetBlocksQuery(Number(areaId), { skip: !areaId });

  // Each place by its name in the current language, its id as the select holds it.
  const choices = (places: readonly { id: number; name: string; name_ar?: string | null }[] | undefined) =>
    (places ?? []).map((place) => ({ value: String(place.id), label: localizedName(place, language) }));
  const locationError = (failed: boolean, key: string) => (failed ? t(key) : undefined);

  return (
    <CatalogForm form={catalogForm}>
      <fieldset className={styles.section}>
        <legend className={styles.legend}>{t('shops.form.details')}</legend>
        <FormInput control={control} name="name" label={t('shops.form.name')} required error={errorOf('name')} />
        {/* spec §5: labelled required, not enforced. */}
        <FormInput control={control} name="name_ar" label={t('shops.form.nameAr')} required error={errorOf('name_ar')} dir="rtl" lang="ar" />
        <FormPhoneInput control={control} name="phone" label={t('shops.form.phone')} required error={errorOf('phone')} />
        <div className={styles.flags}>
          <Controller
            name="freeDelivery"
            control={control}
            render={({ field }) => (
              <Switch label={t('shops.form.freeDelivery')} checked={field.value} onChange={(_e, data) => field.onChange(data.checked)} />
            )}
          />
          <Controller
            name="isOpen"
            control={control}
            render={({ field }) => (
              <Switch label={t('shops.form.isOpen')} checked={field.value} onChange={(_e, data) => field.onChange(data.checked)} />
            )}
          />
        </div>
      </fieldset>

      <fieldset className={styles.section}>
        <legend className={styles.legend}>{t('shops.form.location')}</legend>
        <FormSelect
          control={control}
          name="governorateId"
          label={t('shops.form.governorate')}
          required
          error={errorOf('governorateId') ?? locationError(governorates.isError, 'shops.form.governoratesFailed')}
          placeholder={t('shops.form.selectGovernorate')}
          options={choices(governorates.data)}
          // spec §2: changing the governorate clears area and block.
          onChosen={() => clear('areaId', 'blockId')}
        />
        <FormSelect
          control={control}
          name="areaId"
          label={t('shops.form.area')}
          required
          error={errorOf('areaId') ?? locationError(areas.isError, 'shops.form.areasFailed')}
          placeholder={t('shops.form.selectArea')}
          options={governorateId ? choices(areas.data) : []}
          disabled={!governorateId}
          // spec §2: changing the area clears the block.
          onChosen={() => clear('blockId')}
        />
        <FormSelect
          control={control}
          name="blockId"
          label={t('shops.form.block')}
          required
          error={errorOf('blockId') ?? locationError(blocks.isError, 'shops.form.blocksFailed')}
          placeholder={t('shops.form.selectBlock')}
          options={areaId ? choices(blocks.data) : []}
          disabled={!areaId}
        />
      </fieldset>

      <fieldset className={styles.section}>
        <legend className={styles.legend}>{t('shops.form.hours')}</legend>
        {/* A saved week replaces the spec's open and close time: say so, and show it as saved. */}
        {shop?.hours?.length ? (
          <MessageBar intent="info" className={styles.wide}>
            <MessageBarBody>
              {t('shops.hours.applies')}
              <WeeklyHoursSummary shop={shop} />
            </MessageBarBody>
          </MessageBar>
        ) : null}
        <FormInput control={control} name="openTime" label={t('shops.form.openTime')} required error={errorOf('openTime')} dir="ltr" type="time" />
        <FormInput control={control} name="closeTime" label={t('shops.form.closeTime')} error={errorOf('closeTime')} dir="ltr" type="time" />
        <CatalogImageField form={catalogForm} required />
      </fieldset>

      {/* decisions/picking.md: a substitute costing more than the line it replaces is capped at that line, or asked about first. */}
      <fieldset className={styles.section}>
        <legend className={styles.legend}>{t('shops.form.substitutes')}</legend>
        <Controller
          name="substitutePolicy"
          control={control}
          render={({ field }) => (
            <FormField label={t('shops.form.substitutePolicy')} error={errorOf('substitutePolicy')} className={styles.wide}>
              <RadioGroup value={field.value} onChange={(_event, data) => field.onChange(data.value as SubstitutePolicy)}>
                {SUBSTITUTE_POLICIES.map((policy) => (
                  <Radio key={policy} value={policy} label={t(`shops.form.substitutePolicies.${policy}`)} />
                ))}
              </RadioGroup>
            </FormField>
          )}
        />
      </fieldset>
    </CatalogForm>
  );
}
