/**
 * What links carried when the professions' numbers and the roadmaps' step ids moved into the
 * content files (decision 0042), as data/profession-index.ts and data/published-step-ids.ts had
 * them: the content check holds the files to it, so that no edit renumbers a profession or
 * reorders a roadmap that old links name. Never edited: a number or a step published since is
 * held by the check's other rules (one number each, none missing, a ledger only appended to).
 */
export const NUMBERS_BEFORE: readonly string[] = (
  'accountant administrator architect art-director business-analyst carpenter chef content-writer ' +
  'counselor data-scientist designer digital-marketer editor engineer entrepreneur ' +
  'environmental-scientist filmmaker financial-analyst government-worker graphic-designer ' +
  'healthcare-professional historian hr-specialist investment-banker it-specialist journalist ' +
  'lab-technician lawyer librarian manager marketing-manager marketing-specialist ' +
  'mechanical-engineer medical-doctor musician nonprofit-worker online-tutor project-manager ' +
  'quality-assurance-specialist research-scientist researcher sales-manager sales-representative ' +
  'social-worker software-engineer teacher web-developer writer'
).split(' ');

export const STEP_IDS_BEFORE: Readonly<Record<string, readonly string[]>> = {
  'software-engineer': 'python profile olymp nmt enroll algo github english intern oss cv junior review track learn'.split(' '),
  'data-scientist': 'profile python olymp nmt enroll stats libs kaggle intern opendata present master junior domain prod research'.split(' '),
  teacher: 'tutor profile kids nmt enroll pedagogy practice master mentor formats courses reflect certify'.split(' '),
};
