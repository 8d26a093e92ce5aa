import { useEffect, useState } from 'react';

export type DataFileState<T> = { kind: 'loading' } | { kind: 'ready'; data: T } | { kind: 'failed'; retry: () => void };

/**
 * A data file (config/data-files.ts) in a component, fetched once per page by `load` (a
 * `jsonOnce`): loading, ready, or failed with a retry (offline before the copy was kept).
 */
export function useDataFile<T>(load: () => Promise<T>): DataFileState<T> {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<DataFileState<T>>({ kind: 'loading' });
  useEffect(() => {
    let current = true;
    load().then(
      (data) => current && setState({ kind: 'ready', data }),
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
  }, [load, attempt]);
  return state;
}
