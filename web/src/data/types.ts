/** Product data shapes. Every list of professions, quiz question or recommendation lives in
 * `web/src/data/` and nowhere else; the app, the prerender step and the server read it from here. */

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
