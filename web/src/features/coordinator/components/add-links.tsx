import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { openLink, OUTCOME_TEXT, type LinkOutcome } from '../lib/open-link';

/** Links pasted from a messenger: several at once, each on its own line or among other text. */
export function AddLinks({ disabled }: { disabled: boolean }) {
  const id = useId();
  const [outcomes, setOutcomes] = useState<LinkOutcome[] | null>(null);
  const add = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const text = new FormData(form).get('links');
    const links = typeof text === 'string' ? text.split(/\s+/).filter((word) => word.includes('#')) : [];
    const results = links.map(openLink).filter((o) => o !== 'none');
    setOutcomes(results.length ? results : ['none']);
    if (results.length && results.every((o) => o !== 'damaged' && o !== 'newer')) form.reset();
  };
  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="mt-6 rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id={`${id}-heading`} className="text-xl font-bold">
        Додати посилання
      </h2>
      <form onSubmit={add} className="mt-3">
        <label htmlFor={`${id}-links`} className="block font-medium">
          Посилання від радників
        </label>
        <p id={`${id}-hint`} className="text-sm text-slate-600">
          Можна вставити кілька одразу, кожне з&nbsp;нового рядка.
        </p>
        <textarea
          id={`${id}-links`}
          name="links"
          rows={3}
          aria-describedby={`${id}-hint`}
          className="mt-2 w-full rounded-lg border border-slate-300 bg-white p-3 font-mono text-sm text-slate-900"
        />
        <Button type="submit" size="lg" className="mt-3" disabled={disabled}>
          Додати до звіту
        </Button>
      </form>
      <div role="status" data-paste-outcomes="">
        {outcomes && (
          <ul className="mt-3 space-y-1">
            {outcomes.map((outcome, i) => (
              <li key={i} data-paste-outcome={outcome}>
                {outcomes.length > 1 && `Посилання ${i + 1}: `}
                {outcome === 'none'
                  ? 'Тут немає посилання з підсумком уроку: нічого не змінено.'
                  : OUTCOME_TEXT[outcome]}
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
