/**
 * Where the profiles of the professions without a detail page are served: one JSON file the
 * prerender step writes from `data/profiles/` and the not-found screen fetches
 * (docs/decisions/0022). A fixed URL the server always revalidates; the service worker
 * precaches it.
 */
export const PROFILES_FILE = '/profiles.json';
