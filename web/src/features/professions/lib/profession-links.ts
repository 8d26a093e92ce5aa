/** The detail page of a profession; ids with Cyrillic letters are percent-encoded. */
export function professionPath(id: string): string {
  return `/profession/${encodeURIComponent(id)}`;
}

/** English titles get `lang="en"` so screen readers pronounce them properly; others inherit the page's Ukrainian. */
export function titleLang(title: string): 'en' | undefined {
  return /^[\x20-\x7e]+$/.test(title) && /[a-z]/i.test(title) ? 'en' : undefined;
}
