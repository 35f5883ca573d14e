import { Button, Input, MessageBar, MessageBarBody, Select, Spinner, Switch } from '@fluentui/react-components';
import {
  LtrText,
  getErrorMessage,
  isSessionEndedError,
  localizedName,
  resolveAssetUrl,
  sanitizePhoneInput,
  toScreenPhone,
  toWirePhone,
  useGetAreasQuery,
  useGetBlocksQuery,
  useGetGovernoratesQuery,
  useLanguage,
  useNotify,
  KUWAIT_CALLING_CODE,
} from '@dukkan/shared';
import { FormField, ImagePicker, serverFieldErrors, useUnsavedChangesGuard } from '@dukkan/shared/kit';
import { useMemo, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { CATALOG_NS } from '../i18n';
import { EMPTY_SHOP_FORM, validateShopForm, type ShopFormField, type ShopFormValues } from './shop-form-rules';
import type { ShopFormProps } from './ShopForm.types';
import { useCreateShopMutation, useUpdateShopMutation, type Shop, type ShopSave } from './shops-api';
import { useCatalogFormStyles } from '../common/useCatalogFormStyles.styles';

/** The form's values for a loaded shop: phone without +965, ids as the selects hold them. */
function valuesOf(shop: Shop | undefined): ShopFormValues {
  if (!shop) return EMPTY_SHOP_FORM;
  return {
    name: shop.name ?? '',
    name_ar: shop.name_ar ?? '',
    phone: toScreenPhone(shop.phone),
    freeDelivery: Boolean(shop.freeDelivery),
    isOpen: Boolean(shop.isOpen),
    governorateId: shop.governorateId ? String(shop.governorateId) : '',
    areaId: shop.areaId ? String(shop.areaId) : '',
    blockId: shop.blockId ? String(shop.blockId) : '',
    openTime: shop.openTime?.slice(0, 5) ?? '',
    closeTime: shop.closeTime?.slice(0, 5) ?? '',
  };
}

/** spec §7 POST/PUT shop: the phone goes with +965. */
function toSave(values: ShopFormValues, file: File | null): ShopSave {
  return {
    name: values.name.trim(),
    name_ar: values.name_ar.trim(),
    phone: toWirePhone(values.phone),
    freeDelivery: values.freeDelivery,
    isOpen: values.isOpen,
    governorateId: Number(values.governorateId),
    areaId: Number(values.areaId),
    blockId: Number(values.blockId),
    openTime: values.openTime,
    closeTime: values.closeTime,
    file,
  };
}

const SHOP_FIELDS: readonly ShopFormField[] = [
  'name', 'name_ar', 'phone', 'freeDelivery', 'isOpen', 'governorateId', 'areaId', 'blockId', 'openTime', 'closeTime', 'image',
];

/** The server's field errors (400 `errors`) that belong to a field of this form. */

/**
 * The shop form, add and edit (spec §2 /shops/add, /shops/edit/{id}; §5 'Shop form'). The area
 * select waits for a governorate and the block select for an area; changing the governorate
 * clears both, changing the area clears the block. The phone keeps 8 digits, shown without +965.
 */
export function ShopForm({ shop }: ShopFormProps) {
  const { t } = useTranslation(CATALOG_NS);
  const language = useLanguage();
  const styles = useCatalogFormStyles();
  const navigate = useNavigate();
  const notify = useNotify();
  const initial = useMemo(() => valuesOf(shop), [shop]);
  const [values, setValues] = useState<ShopFormValues>(initial);
  const [file, setFile] = useState<File | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Partial<Record<ShopFormField, string>>>({});
  // A ref, not the mutation's isLoading: a second click in the same tick must not send twice.
  const saving = useRef(false);
  const [createShop, created] = useCreateShopMutation();
  const [updateShop, updated] = useUpdateShopMutation();
  const busy = created.isLoading || updated.isLoading;
  const existingImage = resolveAssetUrl(shop?.image);

  const governorates = useGetGovernoratesQuery();
  const areas = useGetAreasQuery(Number(values.governorateId), { skip: !values.governorateId });
  const blocks = useGetBlocksQuery(Number(values.areaId), { skip: !values.areaId });

  const dirty = file !== null || SHOP_FIELDS.some((field) => field !== 'image' && values[field] !== initial[field]);
  const guard = useUnsavedChangesGuard(dirty);

  // After a failed submit the messages follow the values, so a fixed field loses its message at once.
  const ruleErrors = submitted ? validateShopForm(values, { chosen: file !== null, existing: Boolean(existingImage) }) : {};
  const hasRuleErrors = Object.keys(ruleErrors).length > 0;
  const errorOf = (field: ShopFormField): string | undefined => {
    const rule = ruleErrors[field];
    return rule ? t(`shops.rules.${rule}`) : serverErrors[field];
  };

  const change = (patch: Partial<ShopFormValues>) => {
    setValues((current) => ({ ...current, ...patch }));
    setServerErrors((current) => {
      const next = { ...current };
      for (const field of Object.keys(patch)) delete next[field as ShopFormField];
      return next;
    });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving.current) return;
    setSubmitted(true);
    const found = validateShopForm(values, { chosen: file !== null, existing: Boolean(existingImage) });
    if (Object.keys(found).length > 0) return;
    saving.current = true;
    try {
      const body = toSave(values, file);
      if (shop) await updateShop({ id: shop.id, shop: body }).unwrap();
      else await createShop(body).unwrap();
      notify.success(t(shop ? 'shops.form.updated' : 'shops.form.created'));
      guard.allowNavigation();
      navigate('/shops');
    } catch (error) {
      saving.current = false;
      if (isSessionEndedError(error)) return;
      notify.error(getErrorMessage(error, t(shop ? 'shops.form.updateFailed' : 'shops.form.createFailed')));
      setServerErrors(serverFieldErrors(error, SHOP_FIELDS));
    }
  };

  const locationError = (failed: boolean, key: string) => (failed ? t(key) : undefined);

  return (
    <form className={styles.form} noValidate onSubmit={submit} aria-label={t(shop ? 'shops.form.editTitle' : 'shops.form.createTitle')}>
      {submitted && hasRuleErrors ? (
        <MessageBar intent="error" role="alert">
          <MessageBarBody>{t('shops.form.fixErrors')}</MessageBarBody>
        </MessageBar>
      ) : null}

      <fieldset className={styles.section}>
        <legend className={styles.legend}>{t('shops.form.details')}</legend>
        <FormField label={t('shops.form.name')} required error={errorOf('name')}>
          <Input value={values.name} onChange={(_e, data) => change({ name: data.value })} />
        </FormField>
        {/* spec §5: labelled required, not enforced. */}
        <FormField label={t('shops.form.nameAr')} required error={errorOf('name_ar')}>
          <Input dir="rtl" lang="ar" value={values.name_ar} onChange={(_e, data) => change({ name_ar: data.value })} />
        </FormField>
        <FormField label={t('shops.form.phone')} required error={errorOf('phone')}>
          <Input
            // The digits read left to right in Arabic too. Only the input turns: the field's own
            // styles were built for the page's direction.
            dir="ltr"
            type="tel"
            inputMode="numeric"
            autoComplete="off"
            contentBefore={<LtrText>{KUWAIT_CALLING_CODE}</LtrText>}
            value={values.phone}
            onChange={(_e, data) => change({ phone: sanitizePhoneInput(data.value) })}
          />
        </FormField>
        <div className={styles.flags}>
          <Switch
            label={t('shops.form.freeDelivery')}
            checked={values.freeDelivery}
            onChange={(_e, data) => change({ freeDelivery: data.checked })}
          />
          <Switch label={t('shops.form.isOpen')} checked={values.isOpen} onChange={(_e, data) => change({ isOpen: data.checked })} />
        </div>
      </fieldset>

      <fieldset className={styles.section}>
        <legend className={styles.legend}>{t('shops.form.location')}</legend>
        <FormField
          label={t('shops.form.governorate')}
          required
          error={errorOf('governorateId') ?? locationError(governorates.isError, 'shops.form.governoratesFailed')}
        >
          <Select
            value={values.governorateId}
            // spec §2: changing the governorate clears area and block.
            onChange={(_e, data) => change({ governorateId: data.value, areaId: '', blockId: '' })}
          >
            <option value="">{t('shops.form.selectGovernorate')}</option>
            {(governorates.data ?? []).map((item) => (
              <option key={item.id} value={String(item.id)}>
                {localizedName(item, language)}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField
          label={t('shops.form.area')}
          required
          error={errorOf('areaId') ?? locationError(areas.isError, 'shops.form.areasFailed')}
        >
          <Select
            value={values.areaId}
            disabled={!values.governorateId}
            // spec §2: changing the area clears the block.
            onChange={(_e, data) => change({ areaId: data.value, blockId: '' })}
          >
            <option value="">{t('shops.form.selectArea')}</option>
            {(values.governorateId ? areas.data ?? [] : []).map((item) => (
              <option key={item.id} value={String(item.id)}>
                {localizedName(item, language)}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField
          label={t('shops.form.block')}
          required
          error={errorOf('blockId') ?? locationError(blocks.isError, 'shops.form.blocksFailed')}
        >
          <Select value={values.blockId} disabled={!values.areaId} onChange={(_e, data) => change({ blockId: data.value })}>
            <option value="">{t('shops.form.selectBlock')}</option>
            {(values.areaId ? blocks.data ?? [] : []).map((item) => (
              <option key={item.id} value={String(item.id)}>
                {localizedName(item, language)}
              </option>
            ))}
          </Select>
        </FormField>
      </fieldset>

      <fieldset className={styles.section}>
        <legend className={styles.legend}>{t('shops.form.hours')}</legend>
        <FormField label={t('shops.form.openTime')} required error={errorOf('openTime')}>
          <Input dir="ltr" type="time" value={values.openTime} onChange={(_e, data) => change({ openTime: data.value })} />
        </FormField>
        <FormField label={t('shops.form.closeTime')} error={errorOf('closeTime')}>
          <Input dir="ltr" type="time" value={values.closeTime} onChange={(_e, data) => change({ closeTime: data.value })} />
        </FormField>
        <div className={styles.wide}>
          <ImagePicker
            label={t('shops.form.image')}
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
      </fieldset>

      <div className={styles.actions}>
        <Button appearance="secondary" disabled={busy} onClick={() => navigate('/shops')}>
          {t('actions.cancel', { ns: 'common' })}
        </Button>
        <Button type="submit" appearance="primary" disabled={busy} icon={busy ? <Spinner size="tiny" /> : undefined}>
          {busy ? t('shops.form.saving') : t(shop ? 'shops.form.submitUpdate' : 'shops.form.submitCreate')}
        </Button>
      </div>
      {guard.dialog}
    </form>
  );
}
