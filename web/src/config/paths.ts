/**
 * Every address of the app, in one place: the router's patterns and the links that point at
 * them. A profession id is percent-encoded here and nowhere else, so a Cyrillic id
 * (`лікар`) makes the same link from a card, a quiz result or a shared page.
 */
/**
 * Every fragment key a link of the app carries (`#<key>=…`), each a link format of
 * app/registry.ts (docs/links-and-storage.md: its version, what it pins, who reads older ones).
 * In the fragment, so that nothing of it reaches a server or its logs. A key's value never
 * changes: old links carry it.
 */
export const FRAGMENT_KEYS = {
  /** /quiz: a quiz result, `#r=1acbdd`; the teacher's QR code adds the interest scores and a tag. */
  quizResult: 'r',
  /** /interests: a shared interest result, `#i=1kqcxab`. */
  interestResult: 'i',
  /** /interests: the quiz result to compare with, `#q=1acbdd`. */
  quizToCompare: 'q',
  /** /my: everything «Моя стежка» holds, moved to another device, `#m=1…`. */
  record: 'm',
  /** /profession/<id>: the roadmap's marks, moved to another device, `#marks=1.python.nmt`. */
  roadmapMarks: 'marks',
  /** /class/coordinator: a lesson's counts, `#k=1.…`. */
  lessonCounts: 'k',
  /** /subjects: the subjects a student likes and finds hard, shared, `#p=1…`. */
  subjectsChoice: 'p',
  /** /class: the open lesson, `#c=k3j9x2ab`. */
  openLesson: 'c',
  /** /class: lessons together in one summary, `#s=id.id`. */
  lessonsTogether: 's',
  /** /class: a course's start beside its end, `#v=id.id-id.id`. */
  courseStartAndEnd: 'v',
} as const;

/** /search's query parameter, `?q=лікар`: the form sends it before the script arrives, too. */
export const SEARCH_QUERY_KEY = 'q';

export const paths = {
  home: { pattern: '/', href: () => '/' },
  quiz: { pattern: '/quiz', href: () => '/quiz' },
  search: {
    pattern: '/search',
    href: (query?: string) => (query ? `/search?${new URLSearchParams({ [SEARCH_QUERY_KEY]: query })}` : '/search'),
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
          ? `/interests#${FRAGMENT_KEYS.interestResult}=${fragment.shared}`
          : `/interests#${FRAGMENT_KEYS.quizToCompare}=${fragment.quiz}`,
  },
  /**
   * «Моя стежка», the student's record (docs/decisions/0037); its link to another device carries
   * the record in the fragment (`#m=1…`), never sent to the server.
   */
  record: {
    pattern: '/my',
    href: (code?: string) => (code ? `/my#${FRAGMENT_KEYS.record}=${code}` : '/my'),
  },
  /**
   * «Мої предмети» (docs/decisions/0045); a shared choice of subjects rides in the fragment
   * (`#p=1…`), never sent to the server.
   */
  subjects: {
    pattern: '/subjects',
    href: (code?: string) => (code ? `/subjects#${FRAGMENT_KEYS.subjectsChoice}=${code}` : '/subjects'),
  },
  /** The adviser's lesson (docs/decisions/0017); an open class or a course adds its fragment (features/class/lib/class-hash.ts). */
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
