import { failureMessage, formatKwd, localizedName, LtrText, useLanguage, useNotify } from '@dukkan/shared';
import { ResponsiveTable, type ResponsiveTableColumn } from '@dukkan/shared/kit';
import { Button, MessageBar, MessageBarBody, MessageBarTitle, Text } from '@fluentui/react-components';
import { DismissRegular, SaveRegular } from '@fluentui/react-icons';
import { useCallback, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { useBeforeUnload } from 'react-router-dom';
import type { Shop } from '../shops-api';
import { AddZonesPanel } from './AddZonesPanel';
import { type ShopCoverage, useSaveShopCoverageMutation } from './coverage-api';
import { coverageBody, draftsOf, rowErrorsOf, withZones, type ZoneDraft, type ZonePlace, type ZoneServerErrors } from './coverage-draft';
import { CATALOG_NS } from './coverage-i18n';
import { isAboveCap, isTypingError, validateZoneTerms, type ZoneTerms, type ZoneTermsField } from './coverage-rules';
import { useCoverageStyles } from './useCoverageStyles.styles';
import { ZoneTermField } from './ZoneTermField';

const TERMS: readonly ZoneTermsField[] = ['deliveryFee', 'minBasket', 'etaMinutes'];

export interface CoverageEditorProps {
  shop: Shop;
  /** The coverage as loaded: the rows start from it once; its cap follows the latest answer. */
  coverage: ShopCoverage;
}

/**
 * decisions/delivery-coverage.md: the shop's zones edited in place and saved as a whole (PUT shop/{id}/coverage). A
 * rule's message shows as it is typed (an empty field waits for Save); the server's field messages show at the row
 * they name. A fee above the team's cap is marked on its row and above the table.
 */
export function CoverageEditor({ shop, coverage }: CoverageEditorProps) {
  const { t } = useTranslation(CATALOG_NS);
  const language = useLanguage();
  const styles = useCoverageStyles();
  const notify = useNotify();
  const [drafts, setDrafts] = useState<ZoneDraft[]>(() => draftsOf(coverage.zones));
  const [dirty, setDirty] = useState(false);
  const [attempted, setAttempted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, ZoneServerErrors>>({});
  const [note, setNote] = useState('');
  const [saveCoverage, saving] = useSaveShopCoverageMutation();
  const cap = coverage.deliveryFeeCap;
  const capText = <Trans t={t} i18nKey="shops.coverage.aboveCap" values={{ cap: formatKwd(cap) }} components={{ ltr: <LtrText /> }} />;

  // Closing or reloading the tab asks first. The in-app guard (the kit's useUnsavedChangesGuard) is the shop form's:
  // a router keeps one blocker, and a second one here would silence the form's.
  useBeforeUnload(
    useCallback(
      (event: BeforeUnloadEvent) => {
        if (!dirty) return;
        event.preventDefault();
        event.returnValue = '';
      },
      [dirty],
    ),
  );

  const placeName = ({ area, block }: ZonePlace) =>
    block ? t('shops.coverage.placeBlock', { area: localizedName(area, language), block: localizedName(block, language) }) : localizedName(area, language);

  const change = (next: ZoneDraft[], announce = '') => {
    setDrafts(next);
    setDirty(true);
    setNote(announce);
  };
  const changeTerm = (key: string, field: ZoneTermsField, value: string) => {
    change(drafts.map((draft) => (draft.key === key ? { ...draft, [field]: value } : draft)));
    // The server's message was about the value it was sent.
    if (serverErrors[key]?.[field]) setServerErrors({ ...serverErrors, [key]: { ...serverErrors[key], [field]: undefined } });
  };
  const add = (places: ZonePlace[], terms: ZoneTerms) => change(withZones(drafts, places, terms), t('shops.coverage.add.added', { count: places.length }));

  const ruleError = (draft: ZoneDraft, field: ZoneTermsField) => {
    const key = validateZoneTerms(draft)[field];
    return key && (attempted || isTypingError(key)) ? t(`shops.coverage.rules.${key}`) : serverErrors[draft.key]?.[field];
  };
  const aboveCap = (draft: ZoneDraft) => isAboveCap(draft.deliveryFee, cap, shop.freeDelivery);
  const invalid = drafts.some((draft) => Object.keys(validateZoneTerms(draft)).length > 0);

  const save = async () => {
    setAttempted(true);
    if (invalid) {
      setNote(t('shops.coverage.fixErrors'));
      return;
    }
    const sent = drafts;
    try {
      const saved = await saveCoverage({ shopId: shop.id, coverage: coverageBody(sent) }).unwrap();
      setDrafts(draftsOf(saved.zones));
      setDirty(false);
      setAttempted(false);
      setServerErrors({});
      setNote('');
      notify.success(t('shops.coverage.saved'));
    } catch (error) {
      setServerErrors(rowErrorsOf(error, sent));
      const message = failureMessage(error, { failed: t('shops.coverage.saveFailed') });
      if (message) notify.error(message);
    }
  };

  const columns: ResponsiveTableColumn<ZoneDraft>[] = [
    {
      key: 'place',
      header: t('shops.coverage.columns.place'),
      cardTitle: true,
      render: (draft) => (
        <span className={styles.place}>
          {placeName(draft)}
          {serverErrors[draft.key]?.place ? (
            <Text role="alert" className={styles.error}>
              {serverErrors[draft.key]?.place}
            </Text>
          ) : null}
        </span>
      ),
    },
    ...TERMS.map(
      (field): ResponsiveTableColumn<ZoneDraft> => ({
        key: field,
        header: t(`shops.coverage.columns.${field}`),
        render: (draft) => (
          <ZoneTermField
            field={field}
            value={draft[field]}
            label={t(`shops.coverage.of.${field}`, { place: placeName(draft) })}
            labelHidden
            error={ruleError(draft, field)}
            warning={field === 'deliveryFee' && aboveCap(draft) ? capText : undefined}
            onChange={(value) => changeTerm(draft.key, field, value)}
          />
        ),
      }),
    ),
    {
      key: 'actions',
      header: t('shops.coverage.columns.actions'),
      render: (draft) => (
        <Button
          appearance="subtle"
          icon={<DismissRegular />}
          aria-label={t('shops.coverage.remove', { place: placeName(draft) })}
          onClick={() => change(drafts.filter((other) => other.key !== draft.key))}
        />
      ),
    },
  ];

  return (
    <>
      <Text className={styles.hint}>{t('shops.coverage.hint')}</Text>
      {shop.freeDelivery ? (
        <MessageBar intent="info">
          <MessageBarBody>{t('shops.coverage.freeDelivery')}</MessageBarBody>
        </MessageBar>
      ) : null}
      {drafts.some(aboveCap) ? (
        <MessageBar intent="warning">
          <MessageBarBody>
            <MessageBarTitle>{capText}</MessageBarTitle>
            {t('shops.coverage.aboveCapHint')}
          </MessageBarBody>
        </MessageBar>
      ) : null}
      {drafts.length > 0 ? (
        <ResponsiveTable ariaLabel={t('shops.coverage.zones')} columns={columns} rows={drafts} getRowKey={(draft) => draft.key} numbered={false} columnWidths="content" />
      ) : (
        <Text>{t('shops.coverage.empty')}</Text>
      )}
      <AddZonesPanel onAdd={add} />
      <div className={styles.actions}>
        <Button className={styles.button} appearance="primary" icon={<SaveRegular />} disabled={saving.isLoading || !dirty} onClick={() => void save()}>
          {t('shops.coverage.save')}
        </Button>
        <Text role="status" className={styles.hint}>
          {note || (dirty ? t('shops.coverage.unsaved') : '')}
        </Text>
      </div>
    </>
  );
}
