import { DETAIL_LAYOUT } from './detail-layout';

const bar = 'rounded bg-slate-200';
// Uneven line lengths, as classes: a style attribute would need 'unsafe-inline' in the CSP.
const WIDTHS = [
  'w-[92%]',
  'w-[75%]',
  'w-[58%]',
  'w-[81%]',
  'w-[64%]',
  'w-[87%]',
  'w-[70%]',
  'w-[53%]',
  'w-[76%]',
  'w-[59%]',
];

function SkeletonCard({ lines }: { lines: number }) {
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <div className="flex items-center gap-2.5">
        <div className="size-9 rounded-lg bg-brand-100" />
        <div className={`${bar} h-5 w-48`} />
      </div>
      <div className="mt-6 grid gap-3">
        {Array.from({ length: lines }, (_, i) => (
          <div key={i} className={`${bar} h-3.5 ${WIDTHS[i % WIDTHS.length]}`} />
        ))}
      </div>
    </div>
  );
}

/** Shown on client-side navigation while the detail chunk and its texts arrive. */
export function DetailSkeleton() {
  return (
    <div className={DETAIL_LAYOUT.grid}>
      <p role="status" className="sr-only">
        Завантажуємо опис професії…
      </p>
      <div className={`${DETAIL_LAYOUT.main} animate-pulse`} aria-hidden="true">
        <SkeletonCard lines={8} />
        <SkeletonCard lines={6} />
        <SkeletonCard lines={10} />
      </div>
      <div className={`${DETAIL_LAYOUT.side} animate-pulse`} aria-hidden="true">
        <SkeletonCard lines={3} />
        <SkeletonCard lines={3} />
      </div>
    </div>
  );
}
