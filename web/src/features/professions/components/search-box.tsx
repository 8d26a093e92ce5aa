import { useEffect, useId, useRef } from 'react';
import { SearchIcon } from '@/components/ui/icons';
import { SEARCH_QUERY_KEY } from '@/config/paths';

interface SearchBoxProps {
  value: string;
  onChange: (value: string) => void;
}

/**
 * The list filters as you type; the form also works before the script arrives
 * (a plain GET to /search?q=…). Text typed before hydration is kept: React leaves it in the
 * box while hydrating, and it is then handed on as if just typed.
 */
export function SearchBox({ value, onChange }: SearchBoxProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);

  // A passive effect: the router only accepts navigations once its own layout effects have run.
  useEffect(() => {
    const typed = input.current?.value ?? '';
    if (typed !== value) onChange(typed);
    // Only what was typed before React took over: later typing arrives as change events.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <form role="search" action="/search" method="get" onSubmit={(event) => event.preventDefault()} className="max-w-xl">
      <label htmlFor={id} className="sr-only">
        Пошук професій
      </label>
      <div className="relative">
        {/* The magnifier is the form's submit button: it searches before the script arrives, and
            a form gets one a keyboard or a screen reader can find. */}
        <button
          type="submit"
          aria-label="Шукати"
          className="absolute top-1/2 left-1.5 flex size-9 -translate-y-1/2 items-center justify-center rounded-md text-slate-500 hover:bg-slate-100 hover:text-slate-900"
        >
          <SearchIcon className="size-5" />
        </button>
        <input
          ref={input}
          id={id}
          type="search"
          name={SEARCH_QUERY_KEY}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          placeholder="Пошук професій..."
          autoComplete="off"
          enterKeyHint="search"
          className="h-12 w-full rounded-lg border border-slate-300 bg-white pr-4 pl-11 text-base text-slate-900 shadow-sm placeholder:text-slate-500 focus-visible:border-brand-700"
        />
      </div>
    </form>
  );
}
