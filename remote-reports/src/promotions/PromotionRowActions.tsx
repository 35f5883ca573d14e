import { useLanguage, useNotifiedCall } from '@dukkan/shared';
import { Button } from '@fluentui/react-components';
import { EditRegular, PauseRegular, PlayRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { REPORTS_NS } from '../i18n';
import { promotionName } from './promotion-facts';
import { type Promotion, useUpdatePromotionMutation } from './promotions-api';
import { usePromotionsStyles } from './usePromotionsStyles.styles';

/**
 * An owner's (money.manage) buttons on a promotion: Pause one that runs or is to come, Resume a paused one (the API
 * works out its state again: it may have ended meanwhile), and Edit. Each is named with the promotion's name.
 */
export function PromotionRowActions({ promotion, onEdit }: { promotion: Promotion; onEdit: (promotion: Promotion) => void }) {
  const { t } = useTranslation(REPORTS_NS);
  const language = useLanguage();
  const styles = usePromotionsStyles();
  const notifiedCall = useNotifiedCall();
  const [update, updating] = useUpdatePromotionMutation();
  const name = promotionName(promotion, language);
  // Pausing what has ended or is used up would change nothing a customer sees.
  const pausable = promotion.active && (promotion.state === 'running' || promotion.state === 'scheduled');

  const setActive = (active: boolean) =>
    void notifiedCall(
      () => update({ id: promotion.id, patch: { active } }).unwrap(),
      active
        ? { success: t('promotions.resumed', { name }), failed: t('promotions.resumeFailed') }
        : { success: t('promotions.paused', { name }), failed: t('promotions.pauseFailed') },
    );

  return (
    <div className={styles.actions}>
      {pausable ? (
        <Button icon={<PauseRegular />} aria-label={t('promotions.pauseNamed', { name })} disabled={updating.isLoading} onClick={() => setActive(false)}>
          {t('promotions.pause')}
        </Button>
      ) : null}
      {promotion.active ? null : (
        <Button icon={<PlayRegular />} aria-label={t('promotions.resumeNamed', { name })} disabled={updating.isLoading} onClick={() => setActive(true)}>
          {t('promotions.resume')}
        </Button>
      )}
      <Button icon={<EditRegular />} aria-label={t('promotions.editNamed', { name })} onClick={() => onEdit(promotion)}>
        {t('promotions.editAction')}
      </Button>
    </div>
  );
}
