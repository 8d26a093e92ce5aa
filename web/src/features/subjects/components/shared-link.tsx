import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { sameChoice } from '@/lib/subjects/choice-format';
import type { ReadChoice } from '@/lib/subjects/choice-code';
import { replaceChoice, subjectsStore } from '@/lib/subjects/choice-store';

/**
 * A shared link opened here (`#p=…`, read after hydration). A damaged or newer one is one line
 * and changes nothing. A readable one is kept at once where this browser holds no other choice,
 * or after a question where it does; then it leaves the address.
 */
export function SharedLink({ read, onDone }: { read: ReadChoice; onDone: (kept: boolean) => void }) {
  const navigate = useNavigate();
  const question = useRef<HTMLDivElement>(null);
  const leave = (kept: boolean) => {
    onDone(kept);
    void navigate(paths.subjects.href(), { replace: true });
  };
  const stored = subjectsStore().get();
  const asks =
    read.kind === 'choice' && !sameChoice(stored, read.choice) && (stored.liked.length > 0 || stored.hard.length > 0);

  useEffect(() => {
    if (read.kind !== 'choice') return;
    if (asks) {
      question.current?.focus();
      return;
    }
    replaceChoice(read.choice);
    leave(true);
    // Once per link: `read` changes only with the address.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [read]);

  if (read.kind === 'damaged' || read.kind === 'newer')
    return (
      <p role="alert" className="mt-6 rounded-lg border border-red-300 bg-red-50 p-4 text-red-900" data-bad-link="">
        {read.kind === 'newer'
          ? 'Це посилання створила новіша версія Стежки: онови сторінку, коли буде інтернет, і відкрий його знову. Тут нічого не змінено.'
          : 'Посилання пошкоджене: у ньому бракує знаків або є зайві. Тут нічого не змінено.'}
      </p>
    );
  if (!asks) return null;
  return (
    <div
      ref={question}
      tabIndex={-1}
      role="group"
      aria-labelledby="subjects-link-question"
      className="mt-6 rounded-lg border border-brand-200 bg-brand-50 p-4 focus:outline-none"
      data-link-question=""
    >
      <p id="subjects-link-question" className="text-slate-900">
        У посиланні інший вибір предметів, ніж збережений у цьому браузері. Замінити твій вибір тим, що в посиланні?
      </p>
      <div className="mt-3 flex flex-col gap-2 sm:flex-row">
        <Button
          onClick={() => {
            replaceChoice(read.choice);
            leave(true);
          }}
        >
          Замінити
        </Button>
        <Button variant="outline" onClick={() => leave(false)}>
          Залишити мій
        </Button>
      </div>
    </div>
  );
}
