/** docs/product.md#quiz-rule-and-constants: result table. Kept apart from `quiz.ts` so it loads with the quiz results, not with the first question. */
import type { QuizValue } from './types';

const TABLE = {
  creative: ['Graphic Designer', 'Web Developer', 'Marketing Specialist'],
  analytical: ['Data Scientist', 'Financial Analyst', 'Research Scientist'],
  social: ['Teacher', 'Social Worker', 'Healthcare Professional'],
  technical: ['Software Engineer', 'Mechanical Engineer', 'IT Specialist'],
  office: ['Project Manager', 'Business Analyst', 'Administrator'],
  remote: ['Content Writer', 'Digital Marketer', 'Online Tutor'],
  field: ['Environmental Scientist', 'Sales Representative', 'Journalist'],
  lab: ['Research Scientist', 'Quality Assurance Specialist', 'Lab Technician'],
  money: ['Investment Banker', 'Software Engineer', 'Sales Manager'],
  impact: ['Teacher', 'Nonprofit Worker', 'Healthcare Professional'],
  stability: ['Government Worker', 'Accountant', 'HR Specialist'],
  stem: ['Engineer', 'Data Scientist', 'Medical Doctor'],
  humanities: ['Lawyer', 'Writer', 'Historian'],
  arts: ['Graphic Designer', 'Musician', 'Art Director'],
  business: ['Business Analyst', 'Entrepreneur', 'Marketing Manager'],
  'hands-on': ['Engineer', 'Carpenter', 'Chef'],
  reading: ['Researcher', 'Librarian', 'Editor'],
  discussion: ['Teacher', 'Counselor', 'Manager'],
  visual: ['Designer', 'Filmmaker', 'Architect'],
} as const satisfies Partial<Record<QuizValue, readonly [string, string, string]>>;

/** Every English profession name a quiz result can show: the table's and the default list's. */
export type RecommendationName = (typeof TABLE)[keyof typeof TABLE][number];

type Three = readonly [RecommendationName, RecommendationName, RecommendationName];

/** Value → its three professions; a value with no row (`creativity`) has none. */
export const RECOMMENDATIONS: Readonly<Partial<Record<QuizValue, Three>>> = TABLE;

export const DEFAULT_RECOMMENDATION: Three = ['Software Engineer', 'Teacher', 'Business Analyst'];
