import { useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { useOnline } from '@/lib/online';
import { toast } from '@/lib/toast';
import { signIn } from '../auth-store';
import { usesAuthEmulator } from '../firebase-defaults';
import { useAuth } from '../use-auth';

export const SIGN_IN_FAILED_TOAST = { title: 'Помилка входу', description: 'Не вдалося увійти через Google' } as const;

/**
 * The 'Увійти через Google' button, enabled once `loadAuth()` has resolved. Where no Firebase
 * project is configured (or it failed to load), or the browser is offline, it says so instead.
 */
export function SignInPanel() {
  const auth = useAuth();
  const [waiting, setWaiting] = useState(false);
  // Each click opens a new popup and cancels the one before: only the newest attempt ends the wait.
  const attempt = useRef(0);
  // The panel is only ever rendered in the browser (in the add dialog), and the defaults are set
  // before Firebase leaves 'loading': read at each render, so it shows once they are there.
  const emulator = usesAuthEmulator();

  const online = useOnline();

  if (auth.status === 'unavailable' || !online) {
    return (
      <div className="grid gap-3">
        <p role="status" className="rounded-lg border border-slate-300 bg-slate-50 px-3 py-2 text-sm text-slate-800">
          {!online
            ? 'Щоб увійти через Google, потрібен інтернет. Решта сайту працює й без нього — повернися сюди, коли з’явиться зв’язок.'
            : auth.status === 'unavailable' && auth.reason === 'not-configured'
              ? 'Вхід через Google на цьому сайті ще не налаштовано, тому додати професію зараз не вийде.'
              : 'Вхід через Google зараз недоступний. Перевір з’єднання з інтернетом і спробуй ще раз пізніше.'}
        </p>
        <Button disabled>Увійти через Google</Button>
      </div>
    );
  }

  const start = () => {
    const mine = ++attempt.current;
    setWaiting(true);
    // Called straight from the click, so the browser lets the popup open.
    void signIn().then((result) => {
      // A popup replaced by a newer one: the hint stays for the newer one.
      if (mine !== attempt.current) return;
      setWaiting(false);
      if (result === 'failed') toast({ ...SIGN_IN_FAILED_TOAST, variant: 'error' });
    });
  };

  // Firebase is (re)loading: the button works once it is there.
  const ready = auth.status === 'signed-out' || auth.status === 'signed-in';
  return (
    <div className="grid gap-3">
      <Button onClick={start} disabled={!ready} aria-describedby={waiting ? 'sign-in-waiting' : undefined}>
        <GoogleMark />
        Увійти через Google
      </Button>
      {waiting && (
        <p id="sign-in-waiting" className="text-center text-sm text-slate-700">
          Заверши вхід у&nbsp;вікні Google, яке щойно відкрилося.
        </p>
      )}
      {emulator && (
        <p className="text-xs text-slate-600">
          Це локальна копія сайту: вхід працює через емулятор Firebase, справжній акаунт Google не потрібен.
        </p>
      )}
    </div>
  );
}

function GoogleMark() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" width="16" height="16">
      <path
        fill="#fff"
        d="M21.35 11.1H12v2.9h5.35c-.5 2.5-2.6 3.9-5.35 3.9a6 6 0 1 1 3.9-10.55l2.15-2.1A9 9 0 1 0 12 21c5.2 0 8.65-3.65 8.65-8.8 0-.4 0-.75-.1-1.1z"
      />
    </svg>
  );
}
