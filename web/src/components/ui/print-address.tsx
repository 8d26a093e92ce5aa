import { useHydrated } from '@/lib/use-hydrated';

interface PrintAddressProps {
  /** What the address is, e.g. «Адреса сторінки». */
  label: string;
  /** The address; the current page's (without its fragment) when left out. Read only in the browser. */
  href?: string;
}

/**
 * A line that exists only on paper (and in a saved PDF): where to find the page again.
 * The origin is known only in the browser, so the line is rendered after hydration.
 */
export function PrintAddress({ label, href }: PrintAddressProps) {
  const hydrated = useHydrated();
  if (!hydrated) return null;
  const address = href ?? `${window.location.origin}${window.location.pathname}${window.location.search}`;
  return (
    <p data-print-address="" className="mt-8 hidden text-sm break-all text-slate-900 print:block">
      {label}: <span className="font-medium">{address}</span>
    </p>
  );
}
