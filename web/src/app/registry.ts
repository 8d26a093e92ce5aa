import { FRAGMENT_KEYS, paths, SEARCH_QUERY_KEY } from '@/config/paths';
import { INTEREST_SET_VERSION } from '@/data/interests';
import { SIGNED_IN_BEFORE_KEY } from '@/features/auth/auth-state';
import { FIREBASE_CONFIG_KEY } from '@/features/auth/firebase-defaults';
import { CLASSES_KEY, CLASSES_VERSION } from '@/features/class/lib/class-format';
import { COORDINATOR_KEY, REPORT_VERSION } from '@/features/coordinator/lib/coordinator-store';
import { RELOADED_KEY } from '@/lib/chunk-error';
import { INTERESTS_KEY } from '@/lib/interests/answers-format';
import { INTEREST_CODE_VERSION } from '@/lib/interests/interest-code';
import { LINK_VERSION } from '@/lib/lesson-counts/counts-link';
import { LATEST_CODE_VERSION, SHARE_CODE_VERSION } from '@/lib/quiz-code/share-code';
import { TAG_KEY } from '@/lib/quiz-code/tagged-code';
import { RECORD_KEY, RECORD_VERSION } from '@/lib/record/record-format';
import { RECORD_LINK_VERSION_WITH_SUBJECTS } from '@/lib/record/record-link';
import { MARKS_KEY, MARKS_VERSION } from '@/lib/roadmap-marks/marks-format';
import { TRANSFER_VERSION } from '@/lib/roadmap-marks/transfer-code';
import { SUBJECTS_CODE_VERSION } from '@/lib/subjects/choice-code';
import { SUBJECTS_KEY, SUBJECTS_VERSION } from '@/lib/subjects/choice-format';
import { SCROLL_POSITIONS_KEY } from './scroll-restoration';

/**
 * One registry of what leaves the page (decision 0041): every link format, file, paper form and
 * storage key the app writes, with the version it writes now, what that version pins, who reads
 * the older ones and the test that holds it. docs/links-and-storage.md is made from it, and
 * registry.test.ts fails when the code has a storage key or a fragment key that is not here.
 *
 * It lives in src/app because only the entry layer may import the features that own some of the
 * keys (web/eslint.layers.js); nothing imports it at run time, so none of this text reaches a
 * visitor. Keys and fragment keys are imported, never spelled again: each has one definition
 * (the fragment keys in config/paths.ts, a storage key in the module that reads it).
 */

/** Where a format goes. */
export type Carrier =
  /** In a link's fragment, `<page>#<key>=…`: never sent to a server. */
  | { kind: 'link'; page: string; fragmentKey: string }
  /** In a link's query, `<page>?<key>=…`: the server sees it (and logs nothing of it). */
  | { kind: 'link'; page: string; queryKey: string }
  | { kind: 'storage'; storage: 'localStorage' | 'sessionStorage'; key: string }
  /** A file the browser saves: its name. */
  | { kind: 'file'; fileName: string }
  /** A printed page whose marks come back typed in. */
  | { kind: 'paper'; page: string };

export interface Format {
  /** Its name in the docs and in a failing test's message. */
  name: string;
  carrier: Carrier;
  example: string;
  /**
   * The version it is written in now, as the texts below describe it (null: not versioned). The
   * registry's test holds it equal to `versionInCode`, so a new version fails until its entry is
   * read again.
   */
  version: string | null;
  versionInCode?: string | number;
  /** What in the product its current version depends on (the docs list the formats by it). */
  pinned: readonly Pinned[];
  /** What its version pins: what can't change without a new version (or old copies misread). */
  pins: string;
  /** Who reads the versions before the current one, and how; or why none need reading. */
  olderVersions: string;
  /** The module that writes and reads it, from the repository's root. */
  module: string;
  /** The tests that pin it, from the repository's root. */
  tests: readonly string[];
  decisions: readonly string[];
}

/** What in the product a format can depend on: a change there asks for a look at every format listed by it. */
export const PINNED = {
  quiz: 'the quiz’s questions and options, in their order (data/quiz.ts)',
  statements: 'the interest statements’ types, count and order (data/interests.ts)',
  professionIndex:
    'the professions’ places in the index links carry (each content file’s `number`, read by data/profession-index.ts)',
  professionIds: 'profession ids (the file names in web/content/professions)',
  stepIds: 'the ids of the steps a student can mark: a roadmap’s and «Що зробити вже зараз» (web/content/professions)',
  publishedStepIds: 'the published step ids’ order (each content file’s `stepIds`, read by data/published-step-ids.ts)',
  subjects: 'the school subjects: their ids, count and order (web/content/subjects.yaml)',
} as const;
export type Pinned = keyof typeof PINNED;

const QUIZ_SHAPE =
  'the quiz’s shape: five questions in the order of data/quiz.ts, each option by its position (at most four)';
const INTEREST_SHAPE =
  'the statements’ types and count (six per Holland type, so each score is 0–24, in RIASEC order), not their wording';

export const REGISTRY: readonly Format[] = [
  {
    name: 'Quiz result link',
    carrier: { kind: 'link', page: paths.quiz.pattern, fragmentKey: FRAGMENT_KEYS.quizResult },
    example: '/quiz#r=1acbdd',
    version: '1',
    versionInCode: SHARE_CODE_VERSION,
    pinned: ['quiz'],
    pins: `${QUIZ_SHAPE}: one letter a–d per answer after the version digit.`,
    olderVersions:
      'Version 1 is the only shape of the quiz so far. A new shape needs version 3 (2 is the teacher’s code) and keeps the reader of 1 and 2 in lib/quiz-code/share-code.ts, which reads both today.',
    module: 'web/src/lib/quiz-code/share-code.ts',
    tests: ['web/src/lib/quiz-code/share-code.test.ts'],
    decisions: ['0010'],
  },
  {
    name: 'Teacher’s QR code and spoken code',
    carrier: { kind: 'link', page: paths.quiz.pattern, fragmentKey: FRAGMENT_KEYS.quizResult },
    example: '/quiz#r=2acbddkqcxab-4821 (read out: 1ACBDD-4821)',
    version: '2',
    versionInCode: LATEST_CODE_VERSION,
    pinned: ['quiz', 'statements'],
    pins: `${QUIZ_SHAPE}; with an interest profile (version 2) also ${INTEREST_SHAPE}; a four-digit tag of the tab after a hyphen. Without a profile it is version 1 with the tag.`,
    olderVersions:
      'Both versions are written today and both are read: by /class (features/class/lib/read-code.ts, which counts a higher version as «newer») and by /quiz, which reads the answers and drops the scores and the tag.',
    module: 'web/src/lib/quiz-code/tagged-code.ts',
    tests: ['web/src/lib/quiz-code/share-code.test.ts', 'web/src/features/class/lib/read-code.test.ts'],
    decisions: ['0017', '0033'],
  },
  {
    name: 'Interest result link',
    carrier: { kind: 'link', page: paths.interests.pattern, fragmentKey: FRAGMENT_KEYS.interestResult },
    example: '/interests#i=1kqcxab',
    version: '1',
    versionInCode: INTEREST_CODE_VERSION,
    pinned: ['statements'],
    pins: `${INTEREST_SHAPE}: one letter a–y per score. A reworded statement set (decision 0039) reads the same codes.`,
    olderVersions:
      'Version 1 is the only one. Changing a statement’s type or the count needs version 2, and the reader of 1 kept in lib/interests/interest-code.ts.',
    module: 'web/src/lib/interests/interest-code.ts',
    tests: ['web/src/lib/interests/interest-code.test.ts'],
    decisions: ['0033', '0039'],
  },
  {
    name: 'Quiz result to compare with',
    carrier: { kind: 'link', page: paths.interests.pattern, fragmentKey: FRAGMENT_KEYS.quizToCompare },
    example: '/interests#q=1acbdd',
    version: '1',
    versionInCode: SHARE_CODE_VERSION,
    pinned: ['quiz'],
    pins: `The quiz result link’s code, so ${QUIZ_SHAPE}.`,
    olderVersions: 'Read by the quiz result link’s own reader (decodeAnswers): whatever it reads, this reads.',
    module: 'web/src/lib/interests/interest-code.ts',
    tests: ['web/src/lib/interests/interest-code.test.ts', 'web/src/config/paths.test.ts'],
    decisions: ['0033'],
  },
  {
    name: 'Record link («Моя стежка» to another device)',
    carrier: { kind: 'link', page: paths.record.pattern, fragmentKey: FRAGMENT_KEYS.record },
    example: '/my#m=2…',
    version: '2',
    versionInCode: RECORD_LINK_VERSION_WITH_SUBJECTS,
    pinned: ['quiz', 'statements', 'professionIndex', 'publishedStepIds', 'subjects'],
    pins: `Bits, in order: ${QUIZ_SHAPE} (two bits an answer); the six interest scores (five bits each); the kept professions by their places (each content file’s number:, data/profession-index.ts); the marked steps by profession place and by their order in each content file’s stepIds: (data/published-step-ids.ts). Neither is ever reused: a removed profession or step keeps its place (web/content/retired.yaml, retiredStepIds:). Version 2 adds, after them, the subjects of «Мої предмети» as the subjects choice link carries them (one bit each liked, then one each hard).`,
    olderVersions:
      'Version 1 (without subjects) is read as before, and still written for a record without subjects, so that an older copy of the site reads it. A place or a step this version does not know, or a higher version, reads as a newer version’s link, never as damaged.',
    module: 'web/src/lib/record/record-link.ts',
    tests: ['web/src/lib/record/record-link.test.ts', 'web/e2e/record.spec.ts'],
    decisions: ['0037', '0046'],
  },
  {
    name: 'Record file',
    carrier: { kind: 'file', fileName: 'moia-stezhka-YYYY-MM-DD.txt' },
    example: 'a short Ukrainian text with the record link in it',
    version: null,
    pinned: ['quiz', 'statements', 'professionIndex', 'publishedStepIds', 'subjects'],
    pins: 'Only that the text holds a record link (`/my#m=…`): the link’s version is the file’s.',
    olderVersions: '«Відкрити файл» on /my reads the first record link in any text, then reads it as the link is read.',
    module: 'web/src/features/record/lib/record-file.ts',
    tests: ['web/src/features/record/lib/record-file.test.ts', 'web/e2e/record.spec.ts'],
    decisions: ['0037'],
  },
  {
    name: 'Subjects choice link',
    carrier: { kind: 'link', page: paths.subjects.pattern, fragmentKey: FRAGMENT_KEYS.subjectsChoice },
    example: '/subjects#p=1BIBAAn',
    version: '1',
    versionInCode: SUBJECTS_CODE_VERSION,
    pinned: ['subjects'],
    pins: 'The thirteen subjects of web/content/subjects.yaml in their order: one bit each liked, then one bit each hard, in base64url after the version digit, then a check character. A subject added, removed or moved needs version 2.',
    olderVersions:
      'Version 1 is the only one. A later digit reads as a newer version’s link, anything else unreadable as damaged: one line, nothing changed.',
    module: 'web/src/lib/subjects/choice-code.ts',
    tests: ['web/src/lib/subjects/choice-code.test.ts', 'web/e2e/subjects.spec.ts'],
    decisions: ['0045'],
  },
  {
    name: 'Roadmap marks link',
    carrier: { kind: 'link', page: paths.profession.pattern, fragmentKey: FRAGMENT_KEYS.roadmapMarks },
    example: '/profession/software-engineer#marks=1.python.nmt',
    version: '1',
    versionInCode: TRANSFER_VERSION,
    pinned: ['stepIds'],
    pins: 'The roadmap’s step ids (`RoadmapStep.id`, never a position or a text): a renamed step id loses its marks in old links.',
    olderVersions: 'Version 1 is the only one; any other version reads as a damaged link.',
    module: 'web/src/lib/roadmap-marks/transfer-code.ts',
    tests: ['web/src/lib/roadmap-marks/transfer-code.test.ts'],
    decisions: ['0012'],
  },
  {
    name: 'Lesson counts link (to the coordinator)',
    carrier: { kind: 'link', page: paths.classCoordinator.pattern, fragmentKey: FRAGMENT_KEYS.lessonCounts },
    example: '/class/coordinator#k=1.k3j9x2ab.t2x1a.….3fz',
    version: '1',
    versionInCode: LINK_VERSION,
    pinned: ['quiz', 'professionIndex'],
    pins: `Counts in a fixed order: ${QUIZ_SHAPE} (a count per option); the six types in RIASEC order; then one count per profession place (each content file’s number:, data/profession-index.ts).`,
    olderVersions:
      'Version 1 is the only one. A higher version, or a profession place this version does not know, reads as «newer»; the coordinator’s store keeps the links’ own texts, so it reads them the same way.',
    module: 'web/src/lib/lesson-counts/counts-link.ts',
    tests: ['web/src/lib/lesson-counts/counts-link.test.ts'],
    decisions: ['0036'],
  },
  {
    name: 'Open lesson',
    carrier: { kind: 'link', page: paths.classroom.pattern, fragmentKey: FRAGMENT_KEYS.openLesson },
    example: '/class#c=k3j9x2ab',
    version: null,
    pinned: [],
    pins: 'A lesson’s random id in the adviser’s stored classes: it means something only on the device that holds them.',
    olderVersions: 'Not versioned: on a device without that lesson the page says «Цього уроку немає в цьому браузері».',
    module: 'web/src/features/class/lib/class-hash.ts',
    tests: ['web/src/features/class/lib/class-hash.test.ts', 'web/e2e/class.spec.ts'],
    decisions: ['0017'],
  },
  {
    name: 'Lessons together',
    carrier: { kind: 'link', page: paths.classroom.pattern, fragmentKey: FRAGMENT_KEYS.lessonsTogether },
    example: '/class#s=k3j9x2ab.m4n8p1qz',
    version: null,
    pinned: [],
    pins: 'Lesson ids joined by dots, as the open lesson’s.',
    olderVersions: 'Not versioned, as the open lesson.',
    module: 'web/src/features/class/lib/class-hash.ts',
    tests: ['web/src/features/class/lib/class-hash.test.ts', 'web/e2e/course.spec.ts'],
    decisions: ['0036'],
  },
  {
    name: 'A course’s start beside its end',
    carrier: { kind: 'link', page: paths.classroom.pattern, fragmentKey: FRAGMENT_KEYS.courseStartAndEnd },
    example: '/class#v=k3j9x2ab-m4n8p1qz.w2e4r6t8',
    version: null,
    pinned: [],
    pins: 'The start’s lesson ids, a hyphen, the end’s, as the open lesson’s.',
    olderVersions: 'Not versioned, as the open lesson.',
    module: 'web/src/features/class/lib/class-hash.ts',
    tests: ['web/src/features/class/lib/class-hash.test.ts', 'web/e2e/course.spec.ts'],
    decisions: ['0036'],
  },
  {
    name: 'Search query',
    carrier: { kind: 'link', page: paths.search.pattern, queryKey: SEARCH_QUERY_KEY },
    example: '/search?q=лікар',
    version: null,
    pinned: [],
    pins: 'Nothing but the words typed; the search runs on today’s catalogue.',
    olderVersions: 'Not versioned: free text.',
    module: 'web/src/config/paths.ts',
    tests: ['web/src/config/paths.test.ts'],
    decisions: [],
  },
  {
    name: 'Lesson summary table',
    carrier: { kind: 'file', fileName: 'stezhka-<lesson>.csv' },
    example: 'CSV with a BOM and `;`: a row per answer option and per profession, never per student',
    version: null,
    pinned: [],
    pins: 'Nothing the app reads: made for a spreadsheet, with the summary’s titles and the quiz’s texts of the day.',
    olderVersions: 'None: the app never reads a table back.',
    module: 'web/src/features/class/lib/csv.ts',
    tests: ['web/src/features/class/lib/csv.test.ts'],
    decisions: ['0017', '0036'],
  },
  {
    name: 'Coordinator’s report table',
    carrier: { kind: 'file', fileName: 'stezhka-<report>.csv' },
    example: 'CSV as the lesson’s, every count as the report shows it («менше 5»)',
    version: null,
    pinned: [],
    pins: 'Nothing the app reads, as the lesson’s table.',
    olderVersions: 'None: the app never reads a table back.',
    module: 'web/src/features/coordinator/lib/coordinator-csv.ts',
    tests: ['web/src/features/coordinator/lib/coordinator-csv.test.ts'],
    decisions: ['0036'],
  },
  {
    name: 'Paper answer sheet',
    carrier: { kind: 'paper', page: paths.classSheet.pattern },
    example: 'five letters А–Г, typed in on /class as «АВБГА»',
    version: null,
    pinned: ['quiz'],
    pins: `${QUIZ_SHAPE}: the letters А–Г are the options’ positions. Not versioned: a sheet printed before the quiz’s options change is misread after, so a change of the options asks advisers to print the sheet again.`,
    olderVersions: 'None: only today’s sheet is read.',
    module: 'web/src/features/class/lib/paper-letters.ts',
    tests: ['web/src/features/class/lib/paper-letters.test.ts'],
    decisions: ['0017'],
  },
  {
    name: 'Roadmap marks',
    carrier: { kind: 'storage', storage: 'localStorage', key: MARKS_KEY },
    example: '{"v":1,"marks":{"software-engineer":["python","nmt"]}}',
    version: '1',
    versionInCode: MARKS_VERSION,
    pinned: ['professionIds', 'stepIds'],
    pins: 'Profession ids and their steps’ ids (names, never positions).',
    olderVersions:
      'A reader per version (lib/roadmap-marks/marks-format.ts); version 1 is the only one. A value no reader takes is set aside under `…:unreadable:<time>`; a newer version’s, stored later by another tab, is left alone (decision 0026).',
    module: 'web/src/lib/roadmap-marks/marks-format.ts',
    tests: ['web/src/lib/roadmap-marks/marks-format.test.ts'],
    decisions: ['0012', '0026'],
  },
  {
    name: 'The adviser’s lessons',
    carrier: { kind: 'storage', storage: 'localStorage', key: CLASSES_KEY },
    example:
      '{"v":2,"classes":[{"id":"k3j9x2ab","label":"8-Б","created":…,"students":[{"code":"1acbdd","tag":"4821","via":"scan"}]}]}',
    version: '2',
    versionInCode: CLASSES_VERSION,
    pinned: ['quiz', 'statements'],
    pins: `Each student as a quiz result code (version 1’s letters, so ${QUIZ_SHAPE}), a tag and, from version 2, six interest scores (0–24).`,
    olderVersions:
      'Version 1 (students without interest scores) is read; unreadable values are set aside, a newer version’s left alone (decision 0026).',
    module: 'web/src/features/class/lib/class-format.ts',
    tests: ['web/src/features/class/lib/class-format.test.ts'],
    decisions: ['0017', '0026', '0033'],
  },
  {
    name: 'Interest answers',
    carrier: { kind: 'storage', storage: 'localStorage', key: INTERESTS_KEY },
    example: '{"v":2,"answers":[4,0,null,…],"at":3} or {"v":2,"received":"kqcxab"}',
    version: '2',
    versionInCode: INTEREST_SET_VERSION,
    pinned: ['statements'],
    pins: '`v` is the statement set the answers were given to: one answer (0–4) per statement in the order of data/interests.ts, so the statements’ count and places; a received profile holds the interest link’s six letters.',
    olderVersions:
      'lib/interests/answers-format.ts reads every earlier set: answers in progress as the current set’s, with the statements reworded since asked again; a finished profile kept as it was (a place keeps its type). A later set is set aside as unreadable.',
    module: 'web/src/lib/interests/answers-format.ts',
    tests: ['web/src/lib/interests/answers-format.test.ts'],
    decisions: ['0033', '0039'],
  },
  {
    name: 'The student’s record',
    carrier: { kind: 'storage', storage: 'localStorage', key: RECORD_KEY },
    example: '{"v":1,"quiz":"1acbdd","kept":["teacher","chef"]}',
    version: '1',
    versionInCode: RECORD_VERSION,
    pinned: ['quiz', 'professionIds'],
    pins: `The quiz result’s code (${QUIZ_SHAPE}) and the kept professions’ ids.`,
    olderVersions:
      'Version 1 is the only one; anything else is set aside as unreadable, a newer version’s left alone (decision 0026).',
    module: 'web/src/lib/record/record-format.ts',
    tests: ['web/src/lib/record/record-format.test.ts'],
    decisions: ['0037', '0026'],
  },
  {
    name: 'The student’s subjects',
    carrier: { kind: 'storage', storage: 'localStorage', key: SUBJECTS_KEY },
    example: '{"v":1,"liked":["biology","chemistry"],"hard":["math"]}',
    version: '1',
    versionInCode: SUBJECTS_VERSION,
    pinned: ['subjects'],
    pins: 'The subjects’ ids (names, never positions): a renamed id drops its mark.',
    olderVersions:
      'Version 1 is the only one; anything else is set aside as unreadable, a newer version’s left alone (decision 0026).',
    module: 'web/src/lib/subjects/choice-format.ts',
    tests: ['web/src/lib/subjects/choice-format.test.ts', 'web/src/lib/subjects/choice-store.test.ts'],
    decisions: ['0045', '0026'],
  },
  {
    name: 'The coordinator’s report',
    carrier: { kind: 'storage', storage: 'localStorage', key: COORDINATOR_KEY },
    example: '{"v":1,"lessons":["1.k3j9x2ab.…"]}',
    version: '1',
    versionInCode: REPORT_VERSION,
    pinned: ['quiz', 'professionIndex'],
    pins: 'Each lesson as the text of the lesson counts link it came by, so whatever that link pins.',
    olderVersions: 'Version 1 is the only one; each lesson is read by the link’s own reader.',
    module: 'web/src/features/coordinator/lib/coordinator-store.ts',
    tests: ['web/src/features/coordinator/lib/coordinator-store.test.ts'],
    decisions: ['0036'],
  },
  {
    name: 'Signed in on this device before',
    carrier: { kind: 'storage', storage: 'localStorage', key: SIGNED_IN_BEFORE_KEY },
    example: '1',
    version: null,
    pinned: [],
    pins: 'Nothing: a hint to load Firebase early, for a returning visitor; Firebase’s own storage decides.',
    olderVersions: 'Not versioned: anything but `1` means no.',
    module: 'web/src/features/auth/auth-state.ts',
    tests: ['web/src/features/auth/auth-store.test.ts'],
    decisions: [],
  },
  {
    name: 'Firebase settings seen last',
    carrier: { kind: 'storage', storage: 'localStorage', key: FIREBASE_CONFIG_KEY },
    example: '{"config":{"apiKey":"…","projectId":"…"}}',
    version: null,
    pinned: [],
    pins: 'The server’s /api/firebase-config answer, kept so that a returning visitor is recognised offline.',
    olderVersions: 'Not versioned: overwritten by each answer; one that can’t be read is ignored.',
    module: 'web/src/features/auth/firebase-defaults.ts',
    tests: ['web/src/features/auth/auth-store.test.ts'],
    decisions: ['0006'],
  },
  {
    name: 'The tab’s teacher tag',
    carrier: { kind: 'storage', storage: 'sessionStorage', key: TAG_KEY },
    example: '4821',
    version: null,
    pinned: [],
    pins: 'Four digits, the tag of the teacher’s code; gone with the tab.',
    olderVersions: 'Not versioned: anything but four digits is replaced by a new tag.',
    module: 'web/src/lib/quiz-code/tagged-code.ts',
    tests: ['web/src/lib/quiz-code/share-code.test.ts'],
    decisions: ['0017'],
  },
  {
    name: 'Reloaded for a missing script',
    carrier: { kind: 'storage', storage: 'sessionStorage', key: RELOADED_KEY },
    example: '{"href":"https://…/quiz","at":1764028800000}',
    version: null,
    pinned: [],
    pins: 'Nothing beyond the tab: the one reload after a deploy removed a script, so that it is not repeated.',
    olderVersions: 'Not versioned: a value that can’t be read means no reload was tried.',
    module: 'web/src/lib/chunk-error.ts',
    tests: ['web/src/lib/chunk-error.test.ts'],
    decisions: [],
  },
  {
    name: 'Scroll positions',
    carrier: { kind: 'storage', storage: 'sessionStorage', key: SCROLL_POSITIONS_KEY },
    example: '[["k3j9x2",1240]]',
    version: null,
    pinned: [],
    pins: 'Nothing beyond the tab: the history entries’ scroll positions, the last 50.',
    olderVersions: 'Not versioned: entries that can’t be read are dropped.',
    module: 'web/src/app/scroll-restoration.tsx',
    tests: ['web/e2e/navigation.spec.ts'],
    decisions: [],
  },
];
