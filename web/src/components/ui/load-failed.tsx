import { Button } from './button';

/** The message for a part of the page whose code did not arrive: offline, or a deploy removed it. */
export function LoadFailed({ retry }: { retry: () => void }) {
  return (
    <div role="alert" className="mt-3 rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900">
      <p>Не вдалося завантажити цю частину сторінки. Перевір з’єднання з&nbsp;інтернетом і&nbsp;спробуй ще раз.</p>
      <Button variant="outline" size="sm" className="mt-2" onClick={retry}>
        Спробувати ще раз
      </Button>
    </div>
  );
}
