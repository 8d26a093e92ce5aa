import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { BookmarkIcon } from '@/components/ui/icons';
import { paths } from '@/config/paths';
import { keepQuiz, useRecord } from '@/lib/record/record-store';

/**
 * «Додати результат до „Моєї стежки“» (docs/decisions/0037): the quiz stores nothing by itself; the student
 * keeps this result in the record only by asking. Another result kept before is replaced, and the
 * button says so.
 */
export function AddToRecord({ code }: { code: string }) {
  const kept = useRecord().quiz;
  const link = useRef<HTMLAnchorElement>(null);
  // The button goes once pressed: focus moves on to the link that takes its place.
  const [pressed, setPressed] = useState(false);
  useEffect(() => {
    if (pressed && kept === code) link.current?.focus();
  }, [pressed, kept, code]);
  if (kept === code)
    return (
      <p className="flex min-h-12 items-center gap-2 text-base text-slate-700" role="status">
        <BookmarkIcon className="size-5 shrink-0 fill-current text-brand-700" aria-hidden="true" />
        <span>
          Додано до{' '}
          <Link
            ref={link}
            to={paths.record.href()}
            className="font-semibold text-brand-800 underline underline-offset-4"
          >
            «Моєї стежки»
          </Link>
        </span>
      </p>
    );
  return (
    <Button
      variant="outline"
      size="lg"
      onClick={() => {
        keepQuiz(code);
        setPressed(true);
      }}
    >
      <BookmarkIcon />
      {kept ? 'Замінити результат у «Моїй стежці»' : 'Додати результат до «Моєї стежки»'}
    </Button>
  );
}
