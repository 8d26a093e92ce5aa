import { professionPlace } from '@/data/profession-index';
import { cn } from '@/lib/cn';
import { toggleKept, useRecord } from '@/lib/record/record-store';
import { Button } from './button';
import { BookmarkIcon } from './icons';

/**
 * «Зберегти»: keeps a profession in «Моя стежка» in this browser, or lets it go (docs/decisions/0037).
 * A toggle: its name stays, its state is pressed or not, and the bookmark fills when kept. Only
 * for the site's own professions: the record's link carries them by their place in the index.
 */
/** `name`: the profession's Ukrainian name, for a screen reader to tell the buttons of a list apart. */
export function KeepButton({ id, name, className }: { id: string; name: string; className?: string }) {
  const kept = useRecord().kept.includes(id);
  if (professionPlace(id) === undefined) return null;
  return (
    <Button
      variant="outline"
      size="sm"
      aria-pressed={kept}
      data-keep={id}
      onClick={() => toggleKept(id)}
      className={cn('print:hidden', kept && 'border-brand-700 bg-brand-50 text-brand-900', className)}
    >
      <BookmarkIcon className={cn(kept && 'fill-current')} />
      Зберегти
      <span className="sr-only">{` професію «${name}»`}</span>
    </Button>
  );
}
