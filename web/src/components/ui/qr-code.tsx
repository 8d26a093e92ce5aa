import { correction, generate } from 'lean-qr/nano';
import { useMemo } from 'react';
import { cn } from '@/lib/cn';

/** Light modules around the code: the QR standard asks for four. */
const QUIET_ZONE = 4;

/** One path of unit squares, a run of dark modules in a row as one rectangle. */
function modulesPath(text: string): { d: string; size: number } {
  const code = generate(text, { minCorrectionLevel: correction.M });
  let d = '';
  for (let y = 0; y < code.size; y++) {
    for (let x = 0; x < code.size; x++) {
      if (!code.get(x, y)) continue;
      let end = x;
      while (end + 1 < code.size && code.get(end + 1, y)) end++;
      d += `M${x + QUIET_ZONE} ${y + QUIET_ZONE}h${end - x + 1}v1h${-(end - x + 1)}z`;
      x = end;
    }
  }
  return { d, size: code.size + 2 * QUIET_ZONE };
}

interface QrCodeProps {
  text: string;
  /** What the code holds, for screen readers (the picture itself says nothing to them). */
  label: string;
  className?: string;
}

/**
 * A QR code as an inline SVG (no image request, nothing the CSP has to allow), dark on white in
 * every colour scheme: a scanner needs the contrast the standard assumes. It imports the
 * generator (lean-qr, ~4 KB gzip), so load this component lazily.
 */
export function QrCode({ text, label, className }: QrCodeProps) {
  const { d, size } = useMemo(() => modulesPath(text), [text]);
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${size} ${size}`}
      shapeRendering="crispEdges"
      className={cn('block aspect-square', className)}
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={d} fill="#000" />
    </svg>
  );
}
