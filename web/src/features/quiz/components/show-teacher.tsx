import { useState, type ComponentType } from 'react';
import { Button } from '@/components/ui/button';
import { QrIcon } from '@/components/ui/qr-icon';
import { finishedScores } from '@/lib/interests/answers-format';
import { interestsStore } from '@/lib/interests/answers-store';
import { shareUrl } from '@/lib/quiz-code/share-url';
import { tabTag, tagOfHash, teacherCode } from '@/lib/quiz-code/tagged-code';

type TeacherCodeDialog = ComponentType<import('./teacher-code').TeacherCodeProps>;

/** The student's interest scores, when their profile on this device is finished (decision 0033). */
const storedInterests = () => finishedScores(interestsStore().get());

/**
 * «Показати вчителю» (docs/decisions/0017): the result as a QR code and a short code for the
 * adviser's /class page. The tag is this tab's (`tabTag`: the same after a reload or a retake), so
 * the same phone scanned twice counts once; a result opened from a tagged link keeps that link's tag.
 */
export function ShowTeacher({ code }: { code: string }) {
  const [tag] = useState(() => tagOfHash(window.location.hash) ?? tabTag());
  const [TeacherCode, setTeacherCode] = useState<TeacherCodeDialog | null>(null);
  // Read when the code is shown, so a profile finished in another tab counts too.
  const [interests, setInterests] = useState<ReturnType<typeof storedInterests>>(null);
  const [failed, setFailed] = useState(false);
  // The dialog and the QR generator load when the student asks for them. A failed load (offline
  // before the site was saved) says so and leaves the result as it is; the button tries again.
  const open = () => {
    setFailed(false);
    setInterests(storedInterests());
    import('./teacher-code').then(
      (m) => setTeacherCode(() => m.TeacherCode),
      () => setFailed(true),
    );
  };
  return (
    <>
      <Button variant="outline" size="lg" aria-haspopup="dialog" onClick={open}>
        <QrIcon />
        Показати вчителю
      </Button>
      {failed && (
        <p role="alert" className="text-red-700 sm:basis-full">
          Не вдалося відкрити код: схоже, немає зв’язку, а&nbsp;сайт ще не збережений на телефоні. Спробуй ще раз, коли
          з’явиться інтернет.
        </p>
      )}
      {TeacherCode && (
        <TeacherCode
          link={shareUrl(teacherCode(code, interests), window.location.origin, tag)}
          spoken={`${code}-${tag}`.toUpperCase()}
          withInterests={interests !== null}
          onClose={() => setTeacherCode(null)}
        />
      )}
    </>
  );
}
