import { AFTER_GRADE9_FILE } from '@/config/data-files';
import type { AfterGrade9File } from '@/data/types';
import { jsonOnce } from '@/lib/json-once';

/** «Після 9 класу»'s routes and texts, fetched as data when a record has the part (decision 0046). */
export const loadAfterGrade9 = jsonOnce<AfterGrade9File>(AFTER_GRADE9_FILE);
