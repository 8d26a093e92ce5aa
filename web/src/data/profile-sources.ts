/**
 * URLs that many profiles rest on (`profiles/*.ts`), kept here because every file in `profiles/`
 * is loaded as a profile. The S-numbers in the comments are the sources' numbers in the fact
 * check the profiles were written from; the URLs themselves are the sources.
 */
export const PROFILE_SOURCES = {
  /** The 2024 list of fields and specialties: the resolution's text (S6) and a news restatement (S7). */
  specialtyList: [
    'https://zakononline.com.ua/documents/show/529347___774312',
    'https://osvita.ua/master/master-zno/program/88495',
  ],
  /** The 150-point minimum of the draft admission rules for 2026 (S8, S9). */
  minScore2026: [
    'https://www.rbc.ua/rus/news/mon-onovlyue-pravila-vstupu-vishiv-komu-dovedetsya-1769075352.html',
    'https://24tv.ua/education/minimalni-bali-dlya-vstupu-byudzhet-2026-skilki-treba-nabrati_n2994068/amp',
  ],
  /** The creative contest for creative, arts and sports specialties, 2026 (S19). */
  creativeContest: [
    'http://osvita.ua/consultations/bachelor/64289',
    'https://24tv.ua/education/vstup-do-koledzhu-2026-yak-vidbuvatimetsya-tvorchiy-konkurs_n2995598',
  ],
  /** The Junior Academy of Sciences (МАН) and its yearly contest of students’ research. */
  juniorAcademy: [
    'http://man.gov.ua/ua/about_the_academy/jasu',
    'https://man.te.ua/pershyj-krok-u-velyku-nauku-startuvav-i-etap-konkursu-zahystu-man-ukrayiny.html',
  ],
  /** The all-Ukrainian school olympiads, informatics among them. */
  olympiads: [
    'https://olympkh.dots.org.ua/support',
    'https://sud.ua/uk/news/ukraine/339143-mon-ukrainy-obnovilo-pravila-provedeniya-olimpiad-chto-izmenitsya-dlya-shkolnikov',
  ],
} as const satisfies Record<string, readonly string[]>;

/**
 * The creative contest in the facts file's own words, for the profiles of arts professions. It
 * does not say which specialties need one (the list was not found), so neither does the site.
 */
export const CREATIVE_CONTEST_FACT =
  'На творчі, мистецькі та спортивні спеціальності вступники складають творчий конкурс — і до університету, і до фахового коледжу, куди можна вступити після 9 класу або після закінчення школи. Для яких саме спеціальностей він потрібен, варто перевірити в правилах прийому закладу.';
