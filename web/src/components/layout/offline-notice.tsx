/** A quiet line under the header while there is no connection; the site keeps working. */
export function OfflineNotice() {
  return (
    <p className="bg-amber-50 px-4 py-1.5 text-center text-sm text-amber-900">
      Немає інтернету. Стежка працює й&nbsp;так&nbsp;— лише вхід через Google зачекає на зв’язок.
    </p>
  );
}
