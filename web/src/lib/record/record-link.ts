import { PROFESSION_INDEX } from '@/data/profession-index';
import { PUBLISHED_STEP_IDS } from '@/data/published-step-ids';
import { SCHOOL_SUBJECTS } from '@/data/school-subjects';
import { decodeRecordWith, encodeRecordWith, type ReadRecordLink, type RecordContent } from './record-code';

export {
  RECORD_LINK_MAX_BYTES,
  RECORD_LINK_VERSION,
  RECORD_LINK_VERSION_WITH_SUBJECTS,
  type ReadRecordLink,
  type RecordContent,
} from './record-code';

/** The site's own ledger: the professions' numbers, the roadmaps' step ids and the school subjects of web/content. */
const LEDGER = { index: PROFESSION_INDEX, stepIds: PUBLISHED_STEP_IDS, subjects: SCHOOL_SUBJECTS };

/** «Моя стежка»'s code of a record (record-code.ts, decision 0037). */
export const encodeRecord = (content: RecordContent): string => encodeRecordWith(LEDGER, content);

/** A code → the record, or damaged, or a newer version's. */
export const decodeRecord = (code: string): ReadRecordLink => decodeRecordWith(LEDGER, code);
