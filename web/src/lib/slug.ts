/**
 * The spec's id rule: lower-case title, whitespace runs → hyphens. Letters of any script
 * are kept (`Лікар` → `лікар`); the router matches the percent-encoded form too.
 */
export function slugify(title: string): string {
  return title.trim().toLowerCase().replace(/\s+/g, '-');
}
