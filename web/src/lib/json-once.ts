/**
 * Fetches the JSON at `url` once per page and shares the answer among callers. A failed fetch
 * (offline before the first visit's copy was kept) rejects, and the next call tries again.
 */
export function jsonOnce<T>(url: string): () => Promise<T> {
  let file: Promise<T> | undefined;
  return () => {
    const loading = (file ??= fetch(url).then((response) =>
      response.ok ? (response.json() as Promise<T>) : Promise.reject(new Error(`${url}: ${response.status}`)),
    ));
    loading.catch(() => {
      if (file === loading) file = undefined;
    });
    return loading;
  };
}
