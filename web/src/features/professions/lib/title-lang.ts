/** English titles get `lang="en"` so screen readers pronounce them properly; others inherit the page's Ukrainian. */
export function titleLang(title: string): 'en' | undefined {
  return /^[\x20-\x7e]+$/.test(title) && /[a-z]/i.test(title) ? 'en' : undefined;
}
