import { hasDetail } from '@/data/profession-details';
import { BUILT_IN_PROFESSIONS } from '@/data/professions';
import type { Profession } from '@/data/types';

/**
 * The profession a /profession/:id page shows, or null for the not-found screen: unknown
 * ids, built-ins without a detail page and professions added in this tab alike. It reads
 * only fixed data, so the server and the browser always decide the same way.
 *
 * `id` is the route param, which React Router has already percent-decoded (a Cyrillic id
 * arrives as `лікар`; a malformed escape arrives as typed). It is not decoded a second
 * time: that would turn `%25` into a bad escape and throw.
 */
export function findProfessionWithDetail(id: string | undefined): Profession | null {
  if (!id || !hasDetail(id)) return null;
  return BUILT_IN_PROFESSIONS.find((p) => p.id === id) ?? null;
}
