import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ShareIcon } from './quiz-icons';
import { shareLink } from '@/lib/share-link';

/** What a share sheet gets besides the link (never the answers in words: the link is enough). */
const SHARE_TITLE = 'Мій результат тесту на Стежці';
const SHARE_TEXT = 'Три професії, які мені порадив тест на профорієнтацію:';

export const COPIED_TOAST = {
  title: 'Посилання скопійовано',
  description: 'Надішли його батькам, другові чи шкільному психологу: за ним відкриються ті самі три професії.',
} as const;

/** «Поділитися результатом»: the share sheet, or the link copied with a toast (lib/share-link). */
export function ShareButton({ url, className }: { url: string; className?: string }) {
  const [busy, setBusy] = useState(false);

  return (
    <Button
      variant="outline"
      size="lg"
      className={className}
      disabled={busy}
      onClick={() => {
        setBusy(true);
        void shareLink({ url, title: SHARE_TITLE, text: SHARE_TEXT, copied: COPIED_TOAST }).finally(() =>
          setBusy(false),
        );
      }}
    >
      <ShareIcon />
      Поділитися результатом
    </Button>
  );
}
