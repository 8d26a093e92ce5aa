import { useEffect, useState } from 'react';
import { INTEREST_TABLE_FILE } from '@/config/data-files';
import type { InterestTable } from '@/lib/interests/interest-table';
import { jsonOnce } from '@/lib/json-once';

const loadTable = jsonOnce<InterestTable>(INTEREST_TABLE_FILE);

export type TableState =
  { kind: 'loading' } | { kind: 'ready'; table: InterestTable } | { kind: 'failed'; retry: () => void };

/**
 * The professions to rank, fetched as data with the result (decision 0033: as script they would
 * put the result over the JavaScript budget); precached, so they come offline too.
 */
export function useInterestTable(): TableState {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<TableState>({ kind: 'loading' });
  useEffect(() => {
    let current = true;
    loadTable().then(
      (table) => current && setState({ kind: 'ready', table }),
      () =>
        current &&
        setState({
          kind: 'failed',
          retry: () => {
            setState({ kind: 'loading' });
            setAttempt((n) => n + 1);
          },
        }),
    );
    return () => {
      current = false;
    };
  }, [attempt]);
  return state;
}
