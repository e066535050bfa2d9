'use client';
// A QR code drawn in the browser from its text (the Pix BR Code or the UPI link; the provider
// sends no image): lean-qr encodes it, and its outline becomes one SVG path, so it stays sharp at
// any size and prints. Named for screen readers, which cannot read it; the code beside it can be
// copied instead. A text too long to encode shows nothing rather than a broken image.
import { generate } from 'lean-qr';
import { toSvgPath } from 'lean-qr/extras/svg';
import { useMemo } from 'react';
import styles from './checkout.module.css';

/** The quiet zone around the code, in modules (ISO 18004 asks for 4). */
const QUIET_ZONE = 4;

export function QrImage({ text, label }: { text: string; label: string }) {
  const drawn = useMemo(() => {
    try {
      const code = generate(text);
      return { size: code.size, path: toSvgPath(code) };
    } catch {
      return null;
    }
  }, [text]);
  if (!drawn) return null;
  const side = drawn.size + 2 * QUIET_ZONE;
  return (
    <svg
      className={styles.qr}
      role="img"
      aria-label={label}
      viewBox={`${-QUIET_ZONE} ${-QUIET_ZONE} ${side} ${side}`}
      shapeRendering="crispEdges"
    >
      <rect x={-QUIET_ZONE} y={-QUIET_ZONE} width={side} height={side} fill="#fff" />
      <path d={drawn.path} fill="#000" />
    </svg>
  );
}
