import { Button } from '@/components/ui/button';
import { Toaster } from '@/components/ui/toaster';
import { paths } from '@/config/paths';
import { marksStore } from '@/lib/roadmap-marks/marks-store';
import { transferFragment } from '@/lib/roadmap-marks/transfer-code';
import { shareLink } from '@/lib/share-link';
import { toast } from '@/lib/toast';
import { uk } from '@/lib/typeset';
import { useHydrated } from '@/lib/use-hydrated';

/**
 * «Перенести прогрес»: a link to this roadmap carrying its marks in the fragment (never sent to
 * a server), through the share sheet or copied with a toast. Disabled until it can work: the
 * page's body hydrates at the visitor's first move into it.
 */
export function TransferButton({ professionId, nameUk }: { professionId: string; nameUk: string }) {
  const hydrated = useHydrated();
  const transfer = () => {
    const marked = marksStore().get(professionId);
    if (marked.length === 0) {
      toast({ title: 'Поки що нічого переносити', description: 'Познач хоча б один пройдений крок.' });
      return;
    }
    const url = new URL(paths.profession.href(professionId), location.origin).href + transferFragment(marked);
    void shareLink({
      url,
      title: uk`Мій прогрес: ${nameUk}`,
      text: uk`Мої позначки на карті «${nameUk}» (Стежка):`,
      copied: {
        title: 'Посилання скопійовано',
        description: 'Відкрий його на іншому пристрої: там можна буде додати ці позначки до свого прогресу.',
      },
    });
  };
  return (
    <>
      <Button type="button" variant="outline" size="sm" disabled={!hydrated} onClick={transfer}>
        Перенести прогрес
      </Button>
      <Toaster />
    </>
  );
}
