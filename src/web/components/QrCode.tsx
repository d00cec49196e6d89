import { useEffect, useState } from 'react';
import QRCode from 'qrcode';

/** A QR code as an SVG image (generated in the browser), with a text alternative. */
export function QrCode({ value, label }: { value: string; label: string }) {
  const [svg, setSvg] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    QRCode.toString(value, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' })
      .then((text) => live && setSvg(text))
      .catch(() => live && setSvg(null));
    return () => {
      live = false;
    };
  }, [value]);
  if (!svg) return <div className="qr-code" role="img" aria-label={label} />;
  return <img className="qr-code" src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`} alt={label} />;
}
