import { formatKwd, localizedName, LtrText, pictureUrl, useLanguage, useNow, type PickLine, type PickState } from '@dukkan/shared';
import { StatusBadge, type StatusTone } from '@dukkan/shared/kit';
import { Button, Menu, MenuButton, MenuItem, MenuList, MenuPopover, MenuTrigger, mergeClasses, Text } from '@fluentui/react-components';
import { AddRegular, ArrowUndoRegular, CheckmarkRegular, ImageRegular, ScalesRegular, SubtractRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { itemIfUnavailableText } from '../common/order-view';
import { ORDERS_NS } from './picking-i18n';
import { clockText, isOpen, kgText, secondsLeft, toGrams } from './picking-rules';
import { usePickingPageStyles } from './usePickingPageStyles.styles';

/** The dialogs a line opens: weigh it, or what to do when it cannot be filled, or the asked customer's answer. */
export type PickDialogKind = 'weight' | 'remove' | 'substitute' | 'ask' | 'answer';

export interface PickLineCardProps {
  line: PickLine;
  /** A substitute line: the line it replaces ('Replaces Fresh Milk'). */
  replaces: PickLine | null;
  /** The member of staff may change the lines, and the order still takes changes. */
  canAct: boolean;
  /** A change is on its way (this line's or another's): nothing else is sent until it is answered. */
  busy: boolean;
  /** Picks the line: all of it, or `quantity` of it (a short pick). */
  onPick: (line: PickLine, quantity?: number) => void;
  /** Undoes a mistaken change: the line back as ordered. */
  onReset: (line: PickLine) => void;
  onOpen: (kind: PickDialogKind, line: PickLine) => void;
}

const STATE_TONES: Record<PickState, StatusTone> = {
  pending: 'subtle',
  picked: 'success',
  short: 'warning',
  substituted: 'informative',
  removed: 'danger',
  asking: 'warning',
};

/** Removed or replaced: the line no longer costs anything. */
const isGone = (state: PickState) => state === 'removed' || state === 'substituted';

/** The time left to an asked customer, ticking each second; said once the deadline passed. */
function AskCountdown({ deadline }: { deadline: string }) {
  const { t } = useTranslation(ORDERS_NS);
  const styles = usePickingPageStyles();
  const left = secondsLeft(deadline, useNow(1000));
  return (
    // A timer, not a live region: a second's tick is not announced.
    <Text role="timer" className={styles.asking}>
      {left > 0 ? (
        <>
          {t('picking.ask.countdown')} <LtrText>{clockText(left)}</LtrText>
        </>
      ) : (
        t('picking.ask.due')
      )}
    </Text>
  );
}

/** How many to pick of a piece line ordered more than once: fewer than ordered is a short pick. */
function PickStepper({ line, count, onChange, disabled }: { line: PickLine; count: number; onChange: (count: number) => void; disabled: boolean }) {
  const { t } = useTranslation(ORDERS_NS);
  const styles = usePickingPageStyles();
  const name = localizedName(line, useLanguage());
  return (
    <fieldset aria-label={t('picking.actions.howMany', { name })} className={styles.stepper}>
      <Button icon={<SubtractRegular />} aria-label={t('picking.actions.fewer')} disabled={disabled || count <= 1} onClick={() => onChange(count - 1)} />
      <output className={styles.count} aria-live="polite">
        {t('picking.actions.ofOrdered', { picked: count, ordered: line.quantity })}
      </output>
      <Button icon={<AddRegular />} aria-label={t('picking.actions.more')} disabled={disabled || count >= line.quantity} onClick={() => onChange(count + 1)} />
    </fieldset>
  );
}

/**
 * One line of the order as the picker works it: its picture, name in the reader's language (and what the customer
 * wants if it is not there), quantity, unit price (per kg by weight), SKU and barcode, where it stands and what it
 * costs now; then what may be done to it: pick (fewer, for a short pick; weighed, by weight), or when it cannot be
 * filled remove, substitute or ask the customer; record an asked customer's answer; reset a line already worked.
 */
export function PickLineCard({ line, replaces, canAct, busy, onPick, onReset, onOpen }: PickLineCardProps) {
  const { t } = useTranslation(ORDERS_NS);
  const language = useLanguage();
  const styles = usePickingPageStyles();
  const [count, setCount] = useState(line.quantity);
  const name = localizedName(line, language);
  const image = pictureUrl(line, 'thumbnail');
  const byWeight = line.unit === 'weight';
  const price = formatKwd(line.unitPrice);
  // A substitute line was not ordered: its 'as ordered' is the line it replaces, shown there.
  const changed = line.replacesItemId === null && line.lineTotalFils !== line.orderedTotalFils;
  const open = isOpen(line);
  const choice = itemIfUnavailableText({ ifUnavailable: line.ifUnavailable, substitute: line.substitute }, language, (key, options) => t(key, { ...options }));

  const facts = [
    <span key="quantity">
      <LtrText>× {line.quantity}</LtrText>
      {byWeight && line.estimatedWeight !== null ? <> {t('picking.line.about', { weight: kgText(toGrams(line.estimatedWeight)) })}</> : null}
    </span>,
    <span key="price">
      <LtrText>{price}</LtrText> {byWeight ? t('picking.line.perKg') : t('picking.line.each')}
    </span>,
    line.sku ? (
      <span key="sku">
        {t('picking.line.sku')} <LtrText>{line.sku}</LtrText>
      </span>
    ) : null,
    line.barcode ? (
      <span key="barcode">
        {t('picking.line.barcode')} <LtrText>{line.barcode}</LtrText>
      </span>
    ) : null,
  ];
  const outcome = [
    line.actualWeight !== null ? t('picking.line.weighed', { weight: kgText(toGrams(line.actualWeight)) }) : null,
    line.state === 'short' && line.pickedQuantity !== null ? t('picking.line.short', { picked: line.pickedQuantity, ordered: line.quantity }) : null,
    line.reason ? t(`picking.reasons.${line.reason}`) : null,
    line.approved ? t('picking.line.approved') : null,
  ].filter((text): text is string => text !== null);

  let actions = null;
  if (canAct && line.state === 'pending') {
    const short = !byWeight && count < line.quantity;
    actions = (
      <>
        {byWeight ? (
          <Button appearance="primary" className={styles.mainAction} icon={<ScalesRegular />} disabled={busy} onClick={() => onOpen('weight', line)}>
            {t('picking.actions.weigh')}
          </Button>
        ) : (
          <>
            {line.quantity > 1 ? <PickStepper line={line} count={count} onChange={setCount} disabled={busy} /> : null}
            <Button appearance="primary" className={styles.mainAction} icon={<CheckmarkRegular />} disabled={busy} onClick={() => onPick(line, short ? count : undefined)}>
              {short ? t('picking.actions.pickSome', { picked: count }) : t('picking.actions.pick')}
            </Button>
          </>
        )}
        <Menu>
          <MenuTrigger disableButtonEnhancement>
            <MenuButton disabled={busy}>{t('picking.actions.cantFill')}</MenuButton>
          </MenuTrigger>
          <MenuPopover>
            <MenuList>
              <MenuItem onClick={() => onOpen('remove', line)}>{t('picking.actions.remove')}</MenuItem>
              <MenuItem onClick={() => onOpen('substitute', line)}>{t('picking.actions.substitute')}</MenuItem>
              <MenuItem onClick={() => onOpen('ask', line)}>{t('picking.actions.ask')}</MenuItem>
            </MenuList>
          </MenuPopover>
        </Menu>
      </>
    );
  } else if (canAct && line.state === 'asking') {
    actions = (
      <Button appearance="primary" className={styles.mainAction} disabled={busy} onClick={() => onOpen('answer', line)}>
        {t('picking.actions.answer')}
      </Button>
    );
  } else if (canAct && line.replacesItemId === null) {
    // A substitute line is undone through the line it replaces (its reset takes the substitute back).
    actions = (
      <Button icon={<ArrowUndoRegular />} disabled={busy} onClick={() => onReset(line)}>
        {t('picking.actions.reset')}
      </Button>
    );
  }

  return (
    <article
      className={mergeClasses(
        styles.card,
        open ? (line.state === 'asking' ? styles.cardAsking : styles.cardOpen) : isGone(line.state) ? styles.cardGone : styles.cardDone,
        replaces !== null && styles.substitute,
      )}
      aria-labelledby={`pick-line-${line.id}`}
    >
      <div className={styles.cardHead}>
        {image ? (
          <img className={styles.image} src={image} alt="" loading="lazy" />
        ) : (
          <span className={styles.noImage} aria-hidden>
            <ImageRegular />
          </span>
        )}
        <div className={styles.name}>
          <span id={`pick-line-${line.id}`} className={mergeClasses(styles.lineTitle, isGone(line.state) && styles.struck)}>
            {name}
          </span>
          {/* decisions/grocery-products.md: what the customer wants if it is not there, while that still matters. */}
          {open && choice ? <span className={styles.choice}>{choice}</span> : null}
          {replaces ? <Text size={200}>{t('picking.line.replaces', { name: localizedName(replaces, language) })}</Text> : null}
          <span className={styles.facts}>{facts}</span>
          <span className={styles.facts}>
            <StatusBadge tone={STATE_TONES[line.state]}>{t(`picking.states.${line.state}`)}</StatusBadge>
            {outcome.length > 0 ? <span>{outcome.join(' · ')}</span> : null}
          </span>
        </div>
        <div className={styles.lineTotal}>
          <Text weight="semibold">
            <LtrText>{formatKwd(line.lineTotal)}</LtrText>
          </Text>
          {changed ? (
            <Text size={200} className={styles.quiet}>
              {t('picking.line.ordered')} <LtrText>{formatKwd(line.orderedTotal)}</LtrText>
            </Text>
          ) : null}
        </div>
      </div>
      {line.state === 'asking' && line.ask ? (
        <div className={styles.figures}>
          <AskCountdown deadline={line.ask.deadline} />
          <Text size={200}>
            {line.ask.productId !== null ? t('picking.ask.proposed', { name: localizedName(line.ask, language) }) : t('picking.ask.noProposal')}
          </Text>
        </div>
      ) : null}
      {actions ? (
        <fieldset aria-label={t('picking.actions.group', { name })} className={styles.actions}>
          {actions}
        </fieldset>
      ) : null}
    </article>
  );
}
