import { INTEREST_TABLE_FILE } from '@/config/data-files';
import { jsonOnce } from '@/lib/json-once';
import { useDataFile, type DataFileState } from '@/lib/use-data-file';
import type { InterestTable } from './interest-table';

const loadTable = jsonOnce<InterestTable>(INTEREST_TABLE_FILE);

export type TableState = DataFileState<InterestTable>;

/**
 * The professions with their names, lines and O*NET scores, fetched as data (decision 0033: as
 * script they would put the interest result over the JavaScript budget); precached, so they come
 * offline too. The interest result ranks them; «Моя стежка» names its professions by them.
 */
export const useInterestTable = (): TableState => useDataFile(loadTable);
