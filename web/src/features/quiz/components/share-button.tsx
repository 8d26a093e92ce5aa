import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ShareIcon } from './quiz-icons';
import { toast } from '@/lib/toast';

/** What a share sheet gets besides the link (never the answers in words: the link is enough). */
const SHARE_TITLE = 'Мій результат тесту на Стежці';
const SHARE_TEXT = 'Три професії, які мені порадив тест на профорієнтацію:';

export const COPIED_TOAST = {
  title: 'Посилання скопійовано',
  description: 'Надішли його батькам, другові чи шкільному психологу: за ним відкриються ті самі три професії.',
} as const;

/**
 * «Поділитися результатом»: the device's share sheet where there is one (phones), otherwise
 * the link goes to the clipboard and a toast says so.
 */
export function ShareButton({ url, className }: { url: string; className?: string }) {
  const [busy, setBusy] = useState(false);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      toast(COPIED_TOAST);
    } catch {
      toast({
        title: 'Не вдалося скопіювати посилання',
        description: `Скопіюй його вручну: ${url}`,
        variant: 'error',
      });
    }
  };

  const share = async () => {
    const data: ShareData = { title: SHARE_TITLE, text: SHARE_TEXT, url };
    if (typeof navigator.share === 'function' && (!navigator.canShare || navigator.canShare(data))) {
      try {
        await navigator.share(data);
        return;
      } catch (error) {
        // The visitor closed the share sheet: nothing to do.
        if (error instanceof DOMException && error.name === 'AbortError') return;
        // Share is there but refused (e.g. not allowed in this frame): copy instead.
      }
    }
    await copy();
  };

  return (
    <Button
      variant="outline"
      size="lg"
      className={className}
      disabled={busy}
      onClick={() => {
        setBusy(true);
        void share().finally(() => setBusy(false));
      }}
    >
      <ShareIcon />
      Поділитися результатом
    </Button>
  );
}
