import { useState } from 'react';
import { Button } from '@/components/ui/button';

/**
 * Offers a new version of the site. It never switches by itself: a visitor in the middle of the
 * quiz or a form says «Пізніше» and carries on.
 */
export function UpdatePrompt({ update }: { update: () => void }) {
  const [dismissed, setDismissed] = useState(false);
  return (
    <>
      {!dismissed && (
        <section
          aria-labelledby="update-prompt-title"
          className="fixed inset-x-4 bottom-4 z-50 mx-auto max-w-md rounded-xl border border-slate-200 bg-white p-4 shadow-lg"
        >
          <h2 id="update-prompt-title" className="font-semibold text-slate-900">
            Доступна нова версія
          </h2>
          <p className="mt-1 text-sm text-slate-700">
            Онови сторінку, щоб перейти на неї. Якщо саме проходиш тест, це можна зробити й&nbsp;пізніше.
          </p>
          <div className="mt-3 flex gap-2">
            <Button size="sm" onClick={update}>
              Оновити
            </Button>
            <Button size="sm" variant="outline" onClick={() => setDismissed(true)}>
              Пізніше
            </Button>
          </div>
        </section>
      )}
    </>
  );
}
