import {
  COMMON_NAMESPACE,
  failureMessage,
  formatKwd,
  isNetworkError,
  isSessionEndedError,
  localizedName,
  LtrText,
  useCan,
  useLanguage,
  type PickLine,
} from '@dukkan/shared';
import { BackLink, PageHeader } from '@dukkan/shared/kit';
import { Button, MessageBar, MessageBarActions, MessageBarBody, ProgressBar, Spinner, Text } from '@fluentui/react-components';
import { PrintRegular } from '@fluentui/react-icons';
import { useCallback, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { customerName } from '../common/order-view';
import { useGetOrderByIdQuery } from '../common/orders-api';
import { PickAnswerDialog } from './PickAnswerDialog';
import { PickAskDialog } from './PickAskDialog';
import { PickChanges } from './PickChanges';
import { linesNow, useGetPickingQuery } from './picking-api';
import { ORDERS_NS } from './picking-i18n';
import { lineGroups, pickProgress, scanTarget } from './picking-rules';
import { PickLineCard, type PickDialogKind } from './PickLineCard';
import { PickRemoveDialog } from './PickRemoveDialog';
import { PickScanField, type ScanResult } from './PickScanField';
import { PickSubstituteDialog } from './PickSubstituteDialog';
import { PickWeightDialog } from './PickWeightDialog';
import { usePickChange, type PickLineChange } from './use-pick-change';
import type { PickDialogProps } from './use-pick-form';
import { usePickingPageStyles } from './usePickingPageStyles.styles';
import { usePrintPickingList } from './use-print-picking-list';

const DIALOGS: Record<PickDialogKind, (props: PickDialogProps) => ReactNode> = {
  weight: PickWeightDialog,
  remove: PickRemoveDialog,
  substitute: PickSubstituteDialog,
  ask: PickAskDialog,
  answer: PickAnswerDialog,
};

/** What the page says above the lines after a change went wrong; `retry` sends the same change again (its key too). */
interface Notice {
  text: string;
  intent: 'warning' | 'error';
  retry?: () => void;
}

function BackToOrder({ orderId }: { orderId: number }) {
  const { t } = useTranslation(ORDERS_NS);
  return <BackLink to={`/order-items/${orderId}`}>{t('picking.back')}</BackLink>;
}

/** One fact of the header: its term and value. */
function Fact({ term, children }: { term: string; children: ReactNode }) {
  const styles = usePickingPageStyles();
  return (
    <div className={styles.metaItem}>
      <dt className={styles.term}>{term}</dt>
      <dd className={styles.value}>{children}</dd>
    </div>
  );
}

/**
 * decisions/picking.md, /order-items/{id}/pick: an accepted order picked line by line, phone and tablet first. The
 * header says whose order it is, how far it got ('3 of 7 lines done') and what it costs now against what was
 * ordered; the scan field ticks the line whose barcode it reads (a by-weight line opens its weighing); each line is a
 * card with what may be done to it; the changes follow, oldest first. Every change names the version on screen and
 * carries an Idempotency-Key; one goes at a time; a 409 LINES_CHANGED shows the lines as they are now at once.
 */
export function PickingPage() {
  const { t } = useTranslation(ORDERS_NS);
  const language = useLanguage();
  const styles = usePickingPageStyles();
  const { id: idParam } = useParams();
  const id = Number(idParam);
  const validId = Number.isInteger(id) && id > 0;
  const canAct = useCan('orders.act');
  const query = useGetPickingQuery(id, { skip: !validId });
  // For the header (the customer) and the printed list (shop, date, categories); the page works without it.
  const { data: order } = useGetOrderByIdQuery(id, { skip: !validId });
  const picking = query.data;
  const sender = usePickChange(id, picking?.version);
  const [dialog, setDialog] = useState<{ kind: PickDialogKind; itemId: number } | null>(null);
  const [scanResult, setScanResult] = useState<ScanResult | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const printList = usePrintPickingList();

  const showFailure = useCallback(
    (error: unknown, retry?: () => void) => {
      if (isSessionEndedError(error)) return;
      if (linesNow(error)) setNotice({ text: t('picking.failure.linesChanged'), intent: 'warning' });
      else if (isNetworkError(error)) setNotice({ text: t('picking.failure.errored'), intent: 'warning', retry });
      else setNotice({ text: failureMessage(error, { failed: t('picking.failure.failed') }) ?? t('picking.failure.failed'), intent: 'error' });
    },
    [t],
  );

  // A change made from the card or by a scan (no dialog): said under the scan field when made, above the lines when not.
  const change = useCallback(
    async (line: PickLine, body: PickLineChange, done: string) => {
      setNotice(null);
      try {
        if (await sender.send(line.id, body)) setScanResult({ text: done, error: false });
      } catch (error) {
        showFailure(error, () => void change(line, body, done));
      }
    },
    [sender, showFailure],
  );

  const pick = (line: PickLine, quantity?: number) =>
    void change(line, { action: 'pick', ...(quantity === undefined ? {} : { quantity }) }, t('picking.scan.picked', { name: localizedName(line, language), quantity: quantity ?? line.quantity }));
  const reset = (line: PickLine) => void change(line, { action: 'reset' }, t('picking.scan.reset', { name: localizedName(line, language) }));

  const onScan = (code: string) => {
    if (!picking) return;
    const target = scanTarget(picking.lines, code);
    if (target.kind === 'unknown') {
      setScanResult({ text: t('picking.scan.unknown', { code: target.code }), error: true });
      return;
    }
    const name = localizedName(target.line, language);
    if (target.kind === 'done') setScanResult({ text: t('picking.scan.done', { name }), error: false });
    else if (target.line.unit === 'weight') {
      setScanResult({ text: t('picking.scan.weigh', { name }), error: false });
      setDialog({ kind: 'weight', itemId: target.line.id });
    } else pick(target.line);
  };

  if (!picking) {
    const notFound = !validId || (query.error as { status?: unknown } | undefined)?.status === 404;
    return (
      <section className={styles.message} aria-busy={query.isFetching}>
        {query.isFetching || (query.isLoading && validId) ? (
          <Spinner label={t('picking.loading')} />
        ) : notFound ? (
          <Text role="alert" size={500} weight="semibold">
            {t('picking.notFound')}
          </Text>
        ) : query.isError ? (
          <div className={styles.failure} role="alert">
            <span>{failureMessage(query.error, { failed: t('picking.loadFailed'), errored: t('picking.loadError') })}</span>
            <Button onClick={() => void query.refetch()}>{t('actions.retry', { ns: COMMON_NAMESPACE })}</Button>
          </div>
        ) : null}
        {validId ? <BackToOrder orderId={id} /> : null}
      </section>
    );
  }

  const acting = canAct && picking.editable;
  const { done, total } = pickProgress(picking);
  const byId = new Map(picking.lines.map((line) => [line.id, line]));
  const open = dialog ? byId.get(dialog.itemId) : undefined;
  const Dialog = dialog && open && acting ? DIALOGS[dialog.kind] : null;
  const customer = order ? customerName(order, language) : null;
  const onStale = (error: unknown) => {
    setDialog(null);
    showFailure(error);
  };

  return (
    <section aria-labelledby="picking-title" className={styles.page}>
      <PageHeader
        title={<span id="picking-title">{t('picking.title', { id: picking.orderId })}</span>}
        actions={
          <span className={styles.headerActions}>
            <Button icon={<PrintRegular />} onClick={() => printList(picking, order ?? null)}>
              {t('picking.print.button')}
            </Button>
            <BackToOrder orderId={picking.orderId} />
          </span>
        }
      />
      <dl className={styles.meta}>
        {customer ? <Fact term={t('picking.customer')}>{customer}</Fact> : null}
        <Fact term={t('picking.progressLabel')}>
          <span>{t('picking.progress', { done, count: total })}</span>
          <ProgressBar className={styles.progress} value={total === 0 ? 0 : done / total} thickness="large" aria-hidden />
        </Fact>
        <Fact term={t('picking.totalNow')}>
          <span className={styles.totals}>
            <LtrText>{formatKwd(picking.total)}</LtrText>
            {picking.totalFils !== picking.orderedTotalFils ? (
              <span className={styles.quiet}>
                {t('picking.asOrdered')} <LtrText>{formatKwd(picking.orderedTotal)}</LtrText>
              </span>
            ) : null}
          </span>
        </Fact>
      </dl>
      {!picking.editable ? (
        <MessageBar intent="info">
          <MessageBarBody>{t('picking.closed', { status: t(`status.${picking.status}`, { defaultValue: picking.status }) })}</MessageBarBody>
        </MessageBar>
      ) : !canAct ? (
        <MessageBar intent="info">
          <MessageBarBody>{t('picking.readOnly')}</MessageBarBody>
        </MessageBar>
      ) : null}
      {notice ? (
        <MessageBar intent={notice.intent} role="alert">
          <MessageBarBody>{notice.text}</MessageBarBody>
          <MessageBarActions
            containerAction={
              <Button appearance="transparent" onClick={() => setNotice(null)}>
                {t('actions.dismiss', { ns: COMMON_NAMESPACE })}
              </Button>
            }
          >
            {notice.retry ? (
              <Button disabled={sender.busyItemId !== null} onClick={notice.retry}>
                {t('picking.failure.retry')}
              </Button>
            ) : null}
          </MessageBarActions>
        </MessageBar>
      ) : null}
      {acting ? <PickScanField onScan={onScan} result={scanResult} busy={sender.busyItemId !== null} /> : null}
      {picking.lines.length === 0 ? (
        <Text className={styles.message}>{t('picking.empty')}</Text>
      ) : (
        <ul className={styles.lines} aria-label={t('picking.linesLabel', { id: picking.orderId })} aria-busy={sender.busyItemId !== null}>
          {/* A line and its substitute together: on a tablet's two columns the substitute stays under the line it replaces. */}
          {lineGroups(picking.lines).map((group) => (
            <li key={group[0].id} className={styles.group}>
              {group.map((line) => (
                <PickLineCard
                  // A new version of the line starts its stepper again.
                  key={`${line.id}:${line.state}:${line.quantity}`}
                  line={line}
                  replaces={line.replacesItemId === null ? null : (byId.get(line.replacesItemId) ?? null)}
                  canAct={acting}
                  busy={sender.busyItemId !== null}
                  onPick={pick}
                  onReset={reset}
                  onOpen={(kind, chosen) => setDialog({ kind, itemId: chosen.id })}
                />
              ))}
            </li>
          ))}
        </ul>
      )}
      <PickChanges orderId={picking.orderId} changes={picking.changes} lines={picking.lines} />
      {Dialog && open ? <Dialog line={open} picking={picking} sender={sender} onClose={() => setDialog(null)} onStale={onStale} /> : null}
    </section>
  );
}

