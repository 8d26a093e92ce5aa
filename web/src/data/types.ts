/** Product data shapes. Everything about a profession lives in its file in `web/content`
 * (docs/content.md), the quiz in `quiz.ts` and `recommendations.ts`; the app, the prerender step
 * and the tests read them through `web/src/data/` and nowhere else. */
import type { LyceumCluster, SubjectCluster } from './lyceum-clusters';
import type { SpecialtyCode } from './specialties';

export type { LyceumCluster, SubjectCluster };

export type Category = 'Технології' | 'Освіта' | 'Креатив' | 'Бізнес';
export type Growth = 'Дуже високий' | 'Високий' | 'Середній';

/** A profession as it appears in the list and on cards. */
export interface Profession {
  /** Slug of `title`: lower-case, whitespace runs → hyphens. */
  id: string;
  /** English title (the spec's name). */
  title: string;
  /** Ukrainian name, shown under the title. */
  nameUk: string;
  /** One or two Ukrainian sentences. */
  description: string;
  category: Category;
  growth: Growth;
  /** Remote stock-photo URL. */
  image: string;
}

export interface Skill {
  name: string;
  /** 0–100 */
  level: number;
}

export interface EducationItem {
  requirement: string;
  mandatory: boolean;
}

/**
 * A roadmap step. `id` is what a student's marks are stored under (docs/decisions/0012): it
 * stays when the text is edited or the step moves, and is never reused for another step.
 * Lower-case Latin letters and digits, unique within its profession.
 */
export interface RoadmapStep {
  id: string;
  text: string;
}

export interface RoadmapPhase {
  phase: string;
  steps: RoadmapStep[];
}

/** The long texts of a detail page; loaded lazily, one chunk per profession. */
export interface ProfessionDetail {
  overview: string;
  responsibilities: string[];
  skills: Skill[];
  education: EducationItem[];
  roadmap: RoadmapPhase[];
  /** Its next steps (decision 0044). */
  next?: NextSteps;
}

export type QuizValue =
  | 'creative'
  | 'analytical'
  | 'social'
  | 'technical'
  | 'office'
  | 'remote'
  | 'field'
  | 'lab'
  | 'money'
  | 'impact'
  | 'creativity'
  | 'stability'
  | 'stem'
  | 'humanities'
  | 'arts'
  | 'business'
  | 'hands-on'
  | 'reading'
  | 'discussion'
  | 'visual';

export interface QuizOption {
  value: QuizValue;
  label: string;
}

export interface QuizQuestion {
  /** Short Ukrainian topic, e.g. «Заняття». */
  topic: string;
  question: string;
  options: [QuizOption, QuizOption, QuizOption, QuizOption];
}

/**
 * A short profile of a profession with no detail page (docs/decisions/0022), the `profile` of
 * its file in web/content. Every statement rests on its `sources` and was checked by two sources
 * or an official text; where Ukrainian rules tie nothing down (which specialty, which route,
 * where people work) it is said as what is usual («найчастіше…», «зазвичай…»), never as a rule.
 */
export interface ProfessionProfile {
  /** Two or three sentences a 14-year-old understands: what the work is and where people usually do it. */
  work: string;
  /** The way in after finishing school (a college, a university), said as what is usual. */
  afterSchool: string;
  /** The specialties of the 2024 list people usually study for it (1–3), most usual first. */
  specialties: readonly SpecialtyCode[];
  /**
   * One notable fact the facts mark verified (the 2026 draft's minimum score, a doctor's
   * internship, the advocate's exam…), if there is one; never one marked «one source».
   */
  fact?: string;
  /**
   * The id of a detail page (`software-engineer`, `data-scientist`, `teacher`) whose roadmap is
   * close to this profession's way, if one is: Web Developer → 'software-engineer'.
   */
  related?: string;
  /** The http(s) URLs the profile rests on: ESCO and O*NET entries, the laws and news it cites (shared sets expanded). */
  sources: readonly string[];
}

/** A school subject a profession's work relies on, with O*NET's importance of it (1–5). */
export interface SubjectImportance {
  id: string;
  name: string;
  importance: number;
}

/**
 * «Шкільні предмети, що знадобляться» (decision 0044): the subjects, from the profession's own
 * O*NET occupation or, where O*NET rated none, a stand-in's (named); or why there are none.
 */
export type NextSubjects =
  | { kind: 'rated'; subjects: SubjectImportance[]; standIn?: { code: string; title: string }; note?: string }
  | { kind: 'missing'; why: string };

/** A profession's usual route after grade 9: the nearest lyceum profiles, and the college way. */
export interface AfterGrade9Route {
  lyceum: LyceumCluster | null;
  college: string | null;
}

/**
 * What `/after-grade9.json` holds (config/data-files.ts): «Після 9 класу» in «Моя стежка»
 * (decision 0046), its texts as data rather than script.
 */
export interface AfterGrade9File {
  /** Each profession's route, by id. */
  routes: Readonly<Record<string, AfterGrade9Route>>;
  /** What a route's lyceum cluster says: the sentence, and the profiles' name in a list. */
  lyceum: Readonly<Record<LyceumCluster, { sentence: string; profiles: string }>>;
  /** The school subjects in timetable order, with their clusters. */
  subjects: readonly SchoolSubject[];
  /** What to ask a lyceum or a college. */
  questions: readonly string[];
  /** The verified reform facts, dated. */
  reformFacts: string;
  /** What the printed sheet says when, to fit one page, it groups the routes, leaves them out, or keeps only the subjects. */
  notes: { grouped: string; none: string; subjectsOnly: string };
}

/** A profession's next steps: each part only where its file has it. */
export interface NextSteps {
  subjects?: NextSubjects;
  /** «Що зробити вже зараз», marked like a roadmap's steps. */
  now?: RoadmapStep[];
  /** Where a student finishing grade 9 in 2027 usually goes: editorial, said as usual. */
  afterGrade9?: AfterGrade9Route;
  /** The professions with the most alike O*NET interest scores, most alike first. */
  similar: { id: string; nameUk: string; line: string }[];
}

/** A school subject as «Мої предмети» offers it, in timetable order (decision 0045). */
export interface SchoolSubject {
  id: string;
  name: string;
  /** The lyceum cluster it usually belongs to; null: none (art). */
  cluster: SubjectCluster | null;
}

/** A subject a profession's page shows (decision 0044's rule), and how far it stands above the O*NET average. */
export interface PickedSubject {
  id: string;
  /** O*NET's importance, 1–5. */
  importance: number;
  /** Importance minus the average over all O*NET occupations. */
  above: number;
}

/** A profession «Мої предмети» can name: every one whose file rates its knowledge (stand-ins too). */
export interface SubjectsTableRow {
  id: string;
  name: string;
  line: string;
  /** Exactly the subjects its own page shows, most important first. */
  picked: PickedSubject[];
}

/** What `/subjects-table.json` holds (config/data-files.ts). */
export interface SubjectsTable {
  subjects: { id: string; name: string }[];
  professions: SubjectsTableRow[];
}
