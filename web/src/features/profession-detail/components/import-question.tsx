import { useEffect, useMemo, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import type { RoadmapPhase } from '@/data/types';
import { mergeMarks } from '@/lib/roadmap-marks/marks-format';
import { marksStore } from '@/lib/roadmap-marks/marks-store';
import { readTransfer } from '@/lib/roadmap-marks/transfer-code';
import { hasTransfer } from '@/lib/roadmap-marks/transfer-fragment';
import { uk } from '@/lib/typeset';
import { useHydrated } from '@/lib/use-hydrated';
import { stepsWord } from '@/lib/steps-word';
import { NativeDialog } from '@/components/ui/native-dialog';

type Question = { kind: 'ask'; stepIds: string[] } | { kind: 'damaged' };

interface ImportQuestionProps {
  id: string;
  professionId: string;
  /** The profession's Ukrainian name. */
  nameUk: string;
  roadmap: readonly RoadmapPhase[];
  /** How many steps the roadmap has (RoadmapCard counts them once). */
  total: number;
}

/** The link's fragment is read once; dropped afterwards, so a reload doesn't ask again. */
function forgetFragment() {
  history.replaceState(history.state, '', location.pathname + location.search);
}

/**
 * Opened from a «Перенести прогрес» link: says how many steps the link marks and asks whether to
 * add them to the marks on this device or to replace those. Nothing changes before the answer;
 * a damaged link says so and changes nothing.
 */
export function ImportQuestion({ id, professionId, nameUk, roadmap, total }: ImportQuestionProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const hydrated = useHydrated();
  const [answered, setAnswered] = useState(false);
  // The address is the browser's: read after hydration, so the prerendered HTML stays as it was.
  const question = useMemo<Question | null>(() => {
    if (!hydrated || answered || !hasTransfer(location.hash)) return null;
    const known = roadmap.flatMap((phase) => phase.steps.map((step) => step.id));
    const stepIds = readTransfer(location.hash, known);
    return stepIds ? { kind: 'ask', stepIds } : { kind: 'damaged' };
  }, [hydrated, answered, roadmap]);
  const mine = question ? marksStore().get(professionId).length : 0;

  useEffect(() => {
    if (question && !dialog.current?.open) dialog.current?.showModal();
  }, [question]);

  const onClose = () => {
    const answer = dialog.current?.returnValue;
    if (question?.kind === 'ask' && (answer === 'add' || answer === 'replace')) {
      const store = marksStore();
      store.set(
        professionId,
        answer === 'add' ? mergeMarks(store.get(professionId), question.stepIds) : question.stepIds,
      );
    }
    forgetFragment();
    setAnswered(true);
  };

  if (!question) return null;
  const titleId = `${id}-title`;
  return (
    <NativeDialog
      ref={dialog}
      id={id}
      aria-labelledby={titleId}
      aria-describedby={`${id}-text`}
      onClose={onClose}
      className="max-w-[460px]"
    >
      <form method="dialog" className="grid gap-4">
        {question.kind === 'ask' && (
          <>
            <h2 id={titleId} className="text-lg font-bold">
              Перенести прогрес на цей пристрій?
            </h2>
            <div id={`${id}-text`} className="grid gap-2 text-slate-700">
              <p>{uk`У\u00A0посиланні позначено ${question.stepIds.length} з\u00A0${total} ${stepsWord(total)} карти «${nameUk}».`}</p>
              <p>{mine > 0 ? `Позначок у цьому браузері зараз: ${mine}.` : 'У цьому браузері позначок ще немає.'}</p>
            </div>
            <div className="flex flex-col gap-2 sm:flex-row-reverse sm:flex-wrap">
              <Button type="submit" value="add">
                Додати до моїх позначок
              </Button>
              <Button type="submit" variant="outline" value="replace">
                Замінити мої позначки
              </Button>
              <Button type="submit" variant="ghost" value="cancel">
                Скасувати
              </Button>
            </div>
          </>
        )}
        {question.kind === 'damaged' && (
          <>
            <h2 id={titleId} className="text-lg font-bold">
              Посилання пошкоджене
            </h2>
            <p id={`${id}-text`} className="text-slate-700">
              Не вдалося прочитати позначки з&nbsp;цього посилання: можливо, його скопійовано не повністю. Твій прогрес
              у цьому браузері не змінився. Попроси надіслати посилання ще раз.
            </p>
            <div className="flex justify-end">
              <Button type="submit">Зрозуміло</Button>
            </div>
          </>
        )}
      </form>
    </NativeDialog>
  );
}
