import { COMMON_NAMESPACE } from '@dukkan/shared';
import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, MessageBar, MessageBarBody, Text } from '@fluentui/react-components';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ORDERS_NS } from './picking-i18n';
import { usePickingPageStyles } from './usePickingPageStyles.styles';

/** The browser's BarcodeDetector (Chromium on Android and desktop), as far as the screen uses it. */
interface BarcodeDetectorLike {
  detect: (source: HTMLVideoElement) => Promise<{ rawValue: string }[]>;
}
type BarcodeDetectorClass = new (options?: { formats?: string[] }) => BarcodeDetectorLike;

/** Only where the browser has one is the camera offered: elsewhere the scanner or the keyboard types the code. */
export const hasBarcodeDetector = () => typeof window !== 'undefined' && 'BarcodeDetector' in window;

/** How often a frame is read: often enough to feel at once, rarely enough to spare a phone's battery. */
const DETECT_EVERY_MS = 250;
/** The codes on grocery packs (GTINs), and the shop's own labels. */
const FORMATS = ['ean_13', 'ean_8', 'upc_a', 'upc_e', 'code_128'];

export interface PickCameraDialogProps {
  /** The first code the camera reads: handled as if typed, and the dialog closes. */
  onDetected: (code: string) => void;
  onClose: () => void;
}

/**
 * decisions/picking.md: the camera as a scanner, where the browser can read barcodes (BarcodeDetector): the back
 * camera's picture, read a few times a second; the first code found goes the way a typed one does.
 */
export function PickCameraDialog({ onDetected, onClose }: PickCameraDialogProps) {
  const { t } = useTranslation(ORDERS_NS);
  const styles = usePickingPageStyles();
  const video = useRef<HTMLVideoElement>(null);
  const [failed, setFailed] = useState(false);
  const detected = useRef(onDetected);
  detected.current = onDetected;

  useEffect(() => {
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setInterval> | null = null;
    let over = false;
    const start = async () => {
      try {
        const Detector = (window as unknown as { BarcodeDetector: BarcodeDetectorClass }).BarcodeDetector;
        const detector = new Detector({ formats: FORMATS });
        stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false });
        if (over || !video.current) return;
        video.current.srcObject = stream;
        await video.current.play();
        timer = setInterval(() => {
          if (!video.current || video.current.readyState < 2) return;
          detector.detect(video.current).then(
            (codes) => {
              const code = codes.find((found) => found.rawValue)?.rawValue;
              if (code && !over) {
                over = true;
                detected.current(code);
              }
            },
            () => undefined, // a frame it could not read: the next one is read
          );
        }, DETECT_EVERY_MS);
      } catch {
        if (!over) setFailed(true);
      }
    };
    void start();
    return () => {
      over = true;
      if (timer) clearInterval(timer);
      for (const track of stream?.getTracks() ?? []) track.stop();
    };
  }, []);

  return (
    <Dialog open onOpenChange={(_event, data) => !data.open && onClose()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{t('picking.camera.title')}</DialogTitle>
          <DialogContent>
            {failed ? (
              <MessageBar intent="error" role="alert">
                <MessageBarBody>{t('picking.camera.failed')}</MessageBarBody>
              </MessageBar>
            ) : (
              <>
                <video ref={video} className={styles.video} muted playsInline aria-label={t('picking.camera.video')} />
                <Text>{t('picking.camera.hint')}</Text>
              </>
            )}
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{t('actions.close', { ns: COMMON_NAMESPACE })}</Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
