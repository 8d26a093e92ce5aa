/**
 * Every address of the app, in one place: the router's patterns and the links that point at
 * them. A profession id is percent-encoded here and nowhere else, so a Cyrillic id
 * (`лікар`) makes the same link from a card, a quiz result or a shared page.
 */
/** /interests's fragment keys: a shared result (`#i=1kqcxab`), a quiz result to compare with (`#q=1acbdd`). */
export const INTEREST_FRAGMENT_KEYS = { shared: 'i', quiz: 'q' } as const;

/** «Моя стежка»'s fragment key: everything the record holds, moved to another device (`#m=1…`). */
export const RECORD_FRAGMENT_KEY = 'm';

export const paths = {
  home: { pattern: '/', href: () => '/' },
  quiz: { pattern: '/quiz', href: () => '/quiz' },
  search: {
    pattern: '/search',
    href: (query?: string) => (query ? `/search?${new URLSearchParams({ q: query })}` : '/search'),
  },
  /**
   * «Мої інтереси» (docs/decisions/0033). A fragment carries a shared result (`#i=1kqcxab`) or the
   * quiz result to compare with (`#q=1acbdd`): never sent to the server.
   */
  interests: {
    pattern: '/interests',
    href: (fragment?: { shared: string } | { quiz: string }) =>
      !fragment
        ? '/interests'
        : 'shared' in fragment
          ? `/interests#${INTEREST_FRAGMENT_KEYS.shared}=${fragment.shared}`
          : `/interests#${INTEREST_FRAGMENT_KEYS.quiz}=${fragment.quiz}`,
  },
  /**
   * «Моя стежка», the student's record (docs/decisions/0037); its link to another device carries
   * the record in the fragment (`#m=1…`), never sent to the server.
   */
  record: {
    pattern: '/my',
    href: (code?: string) => (code ? `/my#${RECORD_FRAGMENT_KEY}=${code}` : '/my'),
  },
  /** The adviser's lesson (docs/decisions/0017); an open class adds its fragment (features/class/lib/class-hash.ts). */
  classroom: { pattern: '/class', href: () => '/class' },
  /** The printable answer sheet for students without a phone. */
  classSheet: { pattern: '/class/sheet', href: () => '/class/sheet' },
  /** The coordinator's report (docs/decisions/0036); a lesson's link adds `#k=…` (lib/lesson-counts/counts-link.ts). */
  classCoordinator: { pattern: '/class/coordinator', href: () => '/class/coordinator' },
  profession: {
    pattern: '/profession/:id',
    href: (id: string) => `/profession/${encodeURIComponent(id)}`,
  },
} as const;

/**
 * The API's prefix: the server answers its own paths under it (server/src/api.rs, which stops at
 * start-up if one lies elsewhere), no page may lie under it, the service worker leaves it alone
 * and robots.txt disallows it. The prerender step writes it into the route table, which the
 * server and the service worker read (docs/decisions/0024).
 */
export const API_PREFIX = '/api/';

/**
 * Vite's output folder (`build.assetsDir`): each file in it carries its content hash in its name,
 * so it is cached for good. The prerender step writes it into the route table as
 * `immutablePrefix`, which the server and the service worker read (docs/decisions/0024).
 */
export const ASSETS_DIR = 'assets';
export const IMMUTABLE_PREFIX = `/${ASSETS_DIR}/`;
