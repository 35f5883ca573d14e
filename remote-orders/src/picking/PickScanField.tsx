import { toLatinDigits } from '@dukkan/shared';
import { FormField } from '@dukkan/shared/kit';
import { Button, Input, mergeClasses, Text } from '@fluentui/react-components';
import { CameraRegular } from '@fluentui/react-icons';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { hasBarcodeDetector, PickCameraDialog } from './PickCameraDialog';
import { ORDERS_NS } from './picking-i18n';
import { usePickingPageStyles } from './usePickingPageStyles.styles';

/** What the last scan did: said under the field (an unknown barcode as an alert). */
export interface ScanResult {
  text: string;
  error: boolean;
}

export interface PickScanFieldProps {
  /** A code typed or scanned, then Enter (or read by the camera). */
  onScan: (code: string) => void;
  /** What the last scan did; null before the first. */
  result: ScanResult | null;
  /** A change is on its way: scans made meanwhile wait for it, in turn. @default false */
  busy?: boolean;
}

/** Where typing goes anyway: a field, a text area, a select or an editable element. */
const typesItself = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

/**
 * decisions/picking.md: the scan field. A keyboard-wedge scanner types the digits and then Enter; the field is focused
 * when the page opens, and digits typed while the focus is on no field (after a button was pressed) and no dialog is
 * open land in it, so the scanner is never typing into nothing. The camera is offered where the browser can read
 * barcodes; what it reads goes the same way.
 */
export function PickScanField({ onScan, result, busy = false }: PickScanFieldProps) {
  const { t } = useTranslation(ORDERS_NS);
  const styles = usePickingPageStyles();
  const [code, setCode] = useState('');
  const [camera, setCamera] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  // Codes scanned while a change was on its way: handled one by one as each answer comes (a picker scans on).
  const [waiting, setWaiting] = useState<string[]>([]);
  useEffect(() => {
    if (busy || waiting.length === 0) return;
    const [next, ...rest] = waiting;
    setWaiting(rest);
    onScan(next);
  }, [busy, waiting, onScan]);
  const scan = (found: string) => (busy ? setWaiting((codes) => [...codes, found]) : onScan(found));

  useEffect(() => {
    input.current?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.ctrlKey || event.altKey || event.metaKey || event.key.length !== 1) return;
      if (!/^\d$/.test(toLatinDigits(event.key)) || typesItself(event.target)) return;
      if (document.querySelector('[role="dialog"], [role="alertdialog"]')) return;
      event.preventDefault();
      setCode((typed) => typed + toLatinDigits(event.key));
      input.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  const submit = () => {
    const typed = code.trim();
    if (!typed) return;
    setCode('');
    scan(typed);
  };

  return (
    <form
      className={styles.scan}
      aria-label={t('picking.scan.form')}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <FormField label={t('picking.scan.label')} className={styles.scanField}>
        <Input
          ref={input}
          value={code}
          onChange={(_event, data) => setCode(data.value)}
          inputMode="numeric"
          autoComplete="off"
          enterKeyHint="go"
          size="large"
          placeholder={t('picking.scan.placeholder')}
          input={{ dir: 'ltr' }}
        />
      </FormField>
      <Button type="submit" appearance="primary" disabled={!code.trim()}>
        {t('picking.scan.submit')}
      </Button>
      {hasBarcodeDetector() ? (
        <Button icon={<CameraRegular />} onClick={() => setCamera(true)}>
          {t('picking.scan.camera')}
        </Button>
      ) : null}
      {/* Both always there, so a screen reader hears each result as it comes; an unknown barcode as an alert. */}
      <Text role="status" className={styles.scanResult} block>
        {result && !result.error ? result.text : ''}
      </Text>
      <Text role="alert" className={mergeClasses(styles.scanResult, styles.scanError)} block>
        {result?.error ? result.text : ''}
      </Text>
      {camera ? (
        <PickCameraDialog
          onClose={() => setCamera(false)}
          onDetected={(found) => {
            setCamera(false);
            scan(found);
          }}
        />
      ) : null}
    </form>
  );
}
