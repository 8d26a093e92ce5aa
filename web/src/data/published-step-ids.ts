/**
 * Every roadmap step id ever published, per profession: students' marks are stored under them
 * (decision 0012). A step's text may change and a step may move; its id stays. A removed step's
 * id goes to RETIRED_STEP_IDS and is never given to another step. A new step, or a new profession
 * with a detail page, records its ids here when it is published (roadmap-step-ids.test.ts holds
 * both lists to the details).
 */
export const PUBLISHED_STEP_IDS: Readonly<Record<string, readonly string[]>> = {
  'software-engineer': [
    'python',
    'profile',
    'olymp',
    'nmt',
    'enroll',
    'algo',
    'github',
    'english',
    'intern',
    'oss',
    'cv',
    'junior',
    'review',
    'track',
    'learn',
  ],
  'data-scientist': [
    'profile',
    'python',
    'olymp',
    'nmt',
    'enroll',
    'stats',
    'libs',
    'kaggle',
    'intern',
    'opendata',
    'present',
    'master',
    'junior',
    'domain',
    'prod',
    'research',
  ],
  teacher: [
    'tutor',
    'profile',
    'kids',
    'nmt',
    'enroll',
    'pedagogy',
    'practice',
    'master',
    'mentor',
    'formats',
    'courses',
    'reflect',
    'certify',
  ],
};
/** Step ids removed from a roadmap: never to be given to another step. */
export const RETIRED_STEP_IDS: Readonly<Record<string, readonly string[]>> = {};
