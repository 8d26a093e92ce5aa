import { Suspense, useMemo, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { retryableLazy } from '@/components/ui/retryable-lazy';
import { StorageNotice } from '@/components/ui/storage-notice';
import { paths } from '@/config/paths';
import { SCHOOL_SUBJECTS } from '@/data/school-subjects';
import { shareLink } from '@/lib/share-link';
import { EMPTY_CHOICE } from '@/lib/subjects/choice-format';
import { encodeChoice, readSubjectsHash } from '@/lib/subjects/choice-code';
import { replaceChoice, subjectsStore, toggleSubject, useSubjectsChoice } from '@/lib/subjects/choice-store';
import { useSubjectsTable } from '@/lib/subjects/use-subjects-table';
import { useHydrated } from '@/lib/use-hydrated';
import { AboutSubjects } from './about-subjects';
import { SharedLink } from './shared-link';
import { SubjectFieldset } from './subject-fieldset';
import { SubjectsResult } from './subjects-result';

// What only some visits need comes when needed: the question before clearing, the toast with the
// first share (the JavaScript budget, decision 0025).
const ConfirmDialog = retryableLazy(() => import('@/components/ui/confirm-dialog').then((m) => m.ConfirmDialog));
const Toaster = retryableLazy(() => import('@/components/ui/toaster').then((m) => m.Toaster));

/**
 * /subjects, «Мої предмети» (decision 0045): the subjects a student likes and, if they want, those
 * that are hard; the professions they lead to by the rule, the way after grade 9 and what the
 * list is. Kept in this browser only; shared by a link whose fragment never reaches the server.
 */
export function SubjectsPage() {
  const { hash } = useLocation();
  const hydrated = useHydrated();
  const choice = useSubjectsChoice();
  const table = useSubjectsTable();
  const [confirming, setConfirming] = useState(false);
  const [shareAsked, setShareAsked] = useState(false);
  const [fromLink, setFromLink] = useState(false);
  // One reading per address: the link's effect runs once, not on every render it causes.
  const read = useMemo(() => (hydrated ? readSubjectsHash(hash, SCHOOL_SUBJECTS) : null), [hydrated, hash]);
  const chosen = choice.liked.length > 0 || choice.hard.length > 0;

  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:py-14">
      <h1 className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">Мої предмети</h1>
      <p className="mt-3 text-lg text-slate-700">
        Познач шкільні предмети, які тобі подобаються, — і побачиш професії, для яких вони знадобляться, а ще до якого
        кластера профілів ліцею вони тяжіють. Позначки зберігаються лише в цьому браузері й нікуди не надсилаються.
      </p>
      {read && <SharedLink read={read} onDone={setFromLink} />}
      {fromLink && !read && (
        <p className="mt-6 rounded-lg border border-brand-200 bg-brand-50 p-4" data-from-link="">
          Вибір із посилання відкрито й збережено в цьому браузері.
        </p>
      )}
      {hydrated && (
        <StorageNotice
          store={subjectsStore}
          name="subjects"
          texts={{
            unreadable: 'Не вдалося прочитати вибір предметів, збережений тут раніше: познач предмети знову.',
            outdated:
              'Інша вкладка щойно записала вибір, якого ця сторінка не може прочитати: мабуть, там відкрита новіша версія Стежки. Онови цю сторінку: поки не оновиш, позначки тут не збережуться.',
            refused: 'Цей браузер не дає зберігати дані, тож позначки зникнуть, щойно ти закриєш вкладку.',
          }}
        />
      )}
      <SubjectFieldset
        name="liked"
        legend="Які предмети тобі подобаються?"
        subjects={SCHOOL_SUBJECTS}
        checked={choice.liked}
        onToggle={(id) => toggleSubject('liked', id)}
      />
      <SubjectFieldset
        name="hard"
        legend="А які даються важко? (можна пропустити)"
        subjects={SCHOOL_SUBJECTS}
        checked={choice.hard}
        onToggle={(id) => toggleSubject('hard', id)}
      />
      {chosen && (
        <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
          <Button
            size="lg"
            onClick={() => {
              setShareAsked(true);
              void shareLink({
                url: `${window.location.origin}${paths.subjects.href(encodeChoice(choice, SCHOOL_SUBJECTS))}`,
                title: 'Мої предмети на Стежці',
                text: 'Предмети, які мені подобаються, і професії, для яких вони знадобляться:',
                copied: {
                  title: 'Посилання скопійовано',
                  description: 'За ним відкриються ті самі позначки: у посиланні лише вони.',
                },
              });
            }}
          >
            Поділитися вибором
          </Button>
          <Button variant="outline" size="lg" aria-haspopup="dialog" onClick={() => setConfirming(true)}>
            Очистити
          </Button>
        </div>
      )}
      <SubjectsResult subjects={SCHOOL_SUBJECTS} choice={choice} table={table} />
      <AboutSubjects />
      <Suspense>
        {confirming && (
          <ConfirmDialog
            title="Очистити вибір предметів?"
            text="Усі позначки на цій сторінці буде стерто з цього браузера. Посилання, надіслані раніше, і далі відкриватимуть свій вибір."
            confirm="Очистити"
            onConfirm={() => replaceChoice(EMPTY_CHOICE)}
            onClose={() => setConfirming(false)}
          />
        )}
        {shareAsked && <Toaster />}
      </Suspense>
    </div>
  );
}
