import { useId } from 'react';
import { SearchIcon } from '@/components/ui/icons';

interface SearchBoxProps {
  value: string;
  onChange: (value: string) => void;
}

/**
 * The list filters as you type; the form also works before the script arrives
 * (a plain GET to /search?q=…).
 */
export function SearchBox({ value, onChange }: SearchBoxProps) {
  const id = useId();
  return (
    <form role="search" action="/search" method="get" onSubmit={(event) => event.preventDefault()} className="max-w-xl">
      <label htmlFor={id} className="sr-only">
        Пошук професій
      </label>
      <div className="relative">
        <SearchIcon className="pointer-events-none absolute top-1/2 left-3.5 size-5 -translate-y-1/2 text-slate-500" />
        <input
          id={id}
          type="search"
          name="q"
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
