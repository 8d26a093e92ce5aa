import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import type { Via } from '../lib/class-format';
import { classStore } from '../lib/class-store';
import { outcomeMessage, paperStudent, refusalMessage, type CountMessage } from '../lib/count-code';
import { readPaperLetters } from '../lib/paper-letters';
import { readCode, type ReadCode } from '../lib/read-code';

interface TypeInProps {
  classId: string;
  count: (read: ReadCode, via: Via) => boolean;
  tell: (message: CountMessage) => void;
}

/** Typing in: the code a student reads out, or the five letters of a paper sheet. */
export function TypeIn({ classId, count, tell }: TypeInProps) {
  return (
    <div className="mt-6 grid gap-5 border-t border-slate-200 pt-5 md:grid-cols-2">
      <TypedField
        label="Код з екрана учня"
        hint="Наприклад, 1ABCDA-1234: учень може його продиктувати."
        placeholder="1ABCDA-1234"
        submit="Додати код"
        read={(text) => {
          const read = readCode(text, 'code');
          if (read.kind !== 'result') return refusalMessage(read, 'code').text;
          count(read, 'code');
          return null;
        }}
      />
      <TypedField
        label="Літери з паперового бланка"
        hint="П’ять літер у порядку запитань, наприклад АВБГА."
        placeholder="АВБГА"
        submit="Додати бланк"
        read={(text) => {
          const letters = readPaperLetters(text);
          if (!letters.ok) return letters.message;
          const outcome = classStore().add(classId, paperStudent(letters.answers));
          if (outcome) tell(outcomeMessage(outcome));
          return null;
        }}
      />
    </div>
  );
}

interface TypedFieldProps {
  label: string;
  hint: string;
  placeholder: string;
  submit: string;
  /** Counts the text; returns the error message, or null when it was taken (the field empties). */
  read: (text: string) => string | null;
}

function TypedField({ label, hint, placeholder, submit, read }: TypedFieldProps) {
  const id = useId();
  const [error, setError] = useState<string | null>(null);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const input = event.currentTarget.elements.namedItem('text') as HTMLInputElement;
    const problem = read(input.value);
    setError(problem);
    if (problem === null) input.value = '';
    input.focus();
  };
  return (
    <form onSubmit={onSubmit} noValidate className="min-w-0">
      <label htmlFor={`${id}-input`} className="block font-medium">
        {label}
      </label>
      <p id={`${id}-hint`} className="text-sm text-slate-600">
        {hint}
      </p>
      <div className="mt-2 flex gap-2">
        <input
          id={`${id}-input`}
          type="text"
          name="text"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          placeholder={placeholder}
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
          aria-invalid={error ? true : undefined}
          onInput={() => setError(null)}
          className={cn(
            'h-12 min-w-0 flex-1 rounded-lg border border-slate-300 bg-white px-3 font-mono text-lg text-slate-900 uppercase placeholder:text-slate-500 placeholder:normal-case',
            error && 'border-red-600',
          )}
        />
        <Button type="submit" size="lg" className="px-4">
          {submit}
        </Button>
      </div>
      <p id={`${id}-error`} role="alert" className="mt-2 text-sm font-medium text-red-700 empty:hidden">
        {error}
      </p>
    </form>
  );
}
