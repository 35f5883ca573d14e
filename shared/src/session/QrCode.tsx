import { Spinner, Text } from '@fluentui/react-components';
import { useEffect, useState } from 'react';

export interface QrCodeProps {
  /** What the code holds (an otpauth:// URL). */
  value: string;
  /** The image's accessible name. */
  alt: string;
  /** Said in its place when it cannot be drawn. */
  failedText: string;
  className?: string;
}

/**
 * A QR code drawn as SVG. The qrcode package is loaded here, when the code is first needed (a dynamic import): only
 * a second factor's setup (the account page's, or the sign-in's for a role that requires one) ever downloads it.
 */
export function QrCode({ value, alt, failedText, className }: QrCodeProps) {
  const [svg, setSvg] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let current = true;
    setSvg(null);
    setFailed(false);
    import(/* webpackChunkName: "qrcode" */ 'qrcode')
      .then((qrcode) => qrcode.toString(value, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' }))
      .then(
        (drawn) => current && setSvg(drawn),
        () => current && setFailed(true),
      );
    return () => {
      current = false;
    };
  }, [value]);

  if (failed) return <Text role="alert">{failedText}</Text>;
  if (!svg) return <Spinner size="small" />;
  return <img className={className} src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`} alt={alt} />;
}
