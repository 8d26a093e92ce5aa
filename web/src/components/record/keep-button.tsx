import { Button } from '@/components/ui/button';
import { BookmarkIcon } from '@/components/ui/icons';
import { professionPlace } from '@/data/profession-index';
import { cn } from '@/lib/cn';
import { toggleKept, useRecord } from '@/lib/record/record-store';

/**
 * «Зберегти професію»: keeps a profession in «Моя стежка» in this browser, or lets it go
 * (docs/decisions/0037). The label names what it keeps, so that it is not read as saving a result or
 * a page (copy-review-5 M6).
 * A toggle: its name stays, its state is pressed or not, and the bookmark fills when kept. Only
 * for the site's own professions: the record's link carries them by their place in the index.
 * Shared by the quiz, the interest result and the profession pages. It reads and changes the
 * record (lib/record), so it is in components/record, not among the primitives of components/ui.
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
      Зберегти професію <span className="sr-only">«{name}»</span>
    </Button>
  );
}
