/** Product data shapes. Every list of professions, quiz question or recommendation lives in
 * `web/src/data/` and nowhere else; the app, the prerender step and the server read it from here. */
import type { SpecialtyCode } from './specialties';

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
 * A short profile of a profession the quiz can name that has no detail page
 * (docs/decisions/0022). Every statement rests on `shared` facts marked verified, or is said as
 * what is usual where the facts call the mapping editorial; all of it «станом на 2026 рік».
 */
export interface ProfessionProfile {
  /** Two or three sentences: what the work is and where people usually do it. */
  work: string;
  /** The way in after grade 9 (vocational school, college); null where the facts give none. */
  afterGrade9: string | null;
  /** The way in after grade 11 (college, university). */
  afterGrade11: string;
  /** The specialties of the 2024 list people usually study for it, most usual first. */
  specialties: readonly SpecialtyCode[];
  /** One notable verified fact (a minimum score, an internship, an exam), if there is one. */
  fact?: string;
  /** A profession of the catalogue close to this one, by id, whose page or card helps. */
  related?: string;
  /** The URLs the profile rests on. */
  sources: readonly string[];
}
