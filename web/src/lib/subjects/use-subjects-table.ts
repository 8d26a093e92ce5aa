import { SUBJECTS_TABLE_FILE } from '@/config/data-files';
import type { SubjectsTable } from '@/data/types';
import { jsonOnce } from '@/lib/json-once';
import { useDataFile, type DataFileState } from '@/lib/use-data-file';

const loadTable = jsonOnce<SubjectsTable>(SUBJECTS_TABLE_FILE);

/**
 * The professions with the subjects their pages show, fetched as data (decision 0045: the page's
 * script stays small); precached, so they come offline too.
 */
export const useSubjectsTable = (): DataFileState<SubjectsTable> => useDataFile(loadTable);
