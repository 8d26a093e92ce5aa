/** The detail page's columns, shared by the content and its loading skeleton so nothing jumps. */
export const DETAIL_LAYOUT = {
  grid: 'mx-auto grid max-w-6xl gap-6 px-4 py-10 lg:grid-cols-3 lg:items-start print:block print:px-0 print:py-4',
  main: 'grid gap-6 lg:col-span-2 print:gap-4',
  // On paper the side column would only repeat the skills and offer buttons.
  side: 'grid gap-6 lg:sticky lg:top-20 print:hidden',
} as const;
