import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { QrIcon } from '@/components/ui/qr-icon';
import { CAMERA_MESSAGES, cameraProblem, cameraUnavailable, type CameraProblem } from '../lib/camera-problem';
import { createFrameDecoder } from '../lib/frame-decoder';
import { readFrames } from '../lib/frame-loop';

/** The same text read again within this time is the same code still in view: it is not handled again. */
const SAME_CODE_MS = 3000;

type Problem = CameraProblem | 'decoder';

const PROBLEM_MESSAGES: Record<Problem, { title: string; text: string }> = {
  ...CAMERA_MESSAGES,
  decoder: {
    title: 'Не вдалося завантажити сканер',
    text: 'Схоже, немає інтернету, а сканер ще не збережений у цьому браузері. Вводьте коди вручну нижче або спробуйте, коли з’явиться зв’язок.',
  },
};

interface ScannerProps {
  /** Called with each QR code's text the camera reads (a code still in view only once). */
  onText: (text: string) => void;
  /** Shown under the buttons, above the camera's picture: what the last code did. */
  children?: ReactNode;
}

/**
 * «Сканувати»: the rear camera, read a few frames a second until stopped, with no tap between
 * students. The camera goes off (its light too) when scanning stops, the page is hidden or
 * left, or this component goes away; a camera that stops by itself says so.
 */
export function Scanner({ onText, children }: ScannerProps) {
  const video = useRef<HTMLVideoElement>(null);
  const stopSession = useRef<(() => void) | null>(null);
  const onTextRef = useRef(onText);
  const [state, setState] = useState<'off' | 'starting' | 'on'>('off');
  const [problem, setProblem] = useState<Problem | null>(null);
  const [pausedByHiding, setPausedByHiding] = useState(false);

  useEffect(() => {
    onTextRef.current = onText;
  }, [onText]);

  const stop = useCallback(() => {
    stopSession.current?.();
    stopSession.current = null;
    setState('off');
  }, []);

  const start = async () => {
    const unavailable = cameraUnavailable();
    setPausedByHiding(false);
    if (unavailable) return setProblem(unavailable);
    setProblem(null);
    setState('starting');
    let cancelled = false;
    stopSession.current = () => {
      cancelled = true;
    };

    let stream: MediaStream;
    try {
      stream = await navigator.mediaDevices.getUserMedia({
        audio: false,
        video: { facingMode: { ideal: 'environment' }, width: { ideal: 1280 }, height: { ideal: 720 } },
      });
    } catch (error) {
      if (!cancelled) {
        setProblem(cameraProblem(error));
        setState('off');
      }
      return;
    }
    // A camera taken by another app, or whose permission is taken back, ends its track by itself
    // (our own `stop()` doesn't fire `ended`): scanning stops rather than stare at the last picture.
    const onEnded = () => {
      stop();
      setProblem('busy');
    };
    stream.getVideoTracks().forEach((track) => track.addEventListener('ended', onEnded));
    const release = () =>
      stream.getTracks().forEach((track) => {
        track.removeEventListener('ended', onEnded);
        track.stop();
      });
    if (cancelled) return release();

    let decode;
    try {
      decode = await createFrameDecoder();
    } catch {
      release();
      if (!cancelled) {
        setProblem('decoder');
        setState('off');
      }
      return;
    }
    const element = video.current;
    if (cancelled || !element) return release();

    element.srcObject = stream;
    let stopReading = () => {};
    // Each text in view with the time it was last seen: two codes in one picture are each handled
    // once, not in turn on every frame.
    const lastSeen = new Map<string, number>();
    stopSession.current = () => {
      cancelled = true;
      stopReading();
      release();
      element.srcObject = null;
    };
    const read = async () => {
      if (element.readyState < element.HAVE_CURRENT_DATA) return;
      const texts = await decode(element).catch(() => []);
      if (cancelled) return;
      const now = performance.now();
      for (const [text, at] of lastSeen) if (now - at >= SAME_CODE_MS) lastSeen.delete(text);
      for (const text of texts) {
        const repeat = lastSeen.has(text);
        lastSeen.set(text, now);
        if (!repeat) onTextRef.current(text);
      }
    };
    try {
      await element.play();
    } catch {
      // Autoplay of a muted, inline video is allowed everywhere.
    }
    if (cancelled) return;
    setState('on');
    stopReading = readFrames(element, read);
  };

  // Hidden page (another app, the screen locked, another tab) or page left: camera off.
  useEffect(() => {
    const onHidden = () => {
      if (document.visibilityState !== 'hidden' || !stopSession.current) return;
      stop();
      setPausedByHiding(true);
    };
    document.addEventListener('visibilitychange', onHidden);
    window.addEventListener('pagehide', stop);
    return () => {
      document.removeEventListener('visibilitychange', onHidden);
      window.removeEventListener('pagehide', stop);
      stopSession.current?.();
    };
  }, [stop]);

  const message = problem && PROBLEM_MESSAGES[problem];
  return (
    <div className="mt-4" data-scanner={state}>
      <div className="flex flex-wrap gap-3">
        {state === 'off' ? (
          <Button size="lg" onClick={() => void start()}>
            <QrIcon />
            Сканувати
          </Button>
        ) : (
          <Button size="lg" variant="outline" onClick={stop}>
            Зупинити сканування
          </Button>
        )}
      </div>
      {children}
      {pausedByHiding && state === 'off' && (
        <p className="mt-3 text-slate-700">
          Сторінку згорнули, відкрили іншу вкладку або екран телефона згас, тож камеру вимкнено. Щоб сканувати далі,
          натисніть «Сканувати».
        </p>
      )}
      {message && (
        <div
          role="alert"
          data-camera-problem={problem}
          className="mt-4 rounded-lg border border-amber-200 bg-amber-50 p-4 text-amber-900"
        >
          <p className="font-semibold">{message.title}</p>
          <p className="mt-1">{message.text}</p>
        </div>
      )}
      <div className={state === 'off' ? 'hidden' : 'mx-auto mt-4 max-w-xl'}>
        <div className="relative overflow-hidden rounded-xl bg-slate-950">
          {/* The camera's picture, so the adviser can aim; muted and inline, as phones require. */}
          <video
            ref={video}
            muted
            playsInline
            aria-label="Зображення з камери"
            className="mx-auto aspect-[4/3] max-h-[50vh] w-full object-cover"
          />
          {state === 'starting' && (
            <p className="absolute inset-0 flex items-center justify-center text-[#fff]">Вмикаємо камеру…</p>
          )}
        </div>
        {state === 'on' && (
          <p className="mt-2 text-sm text-slate-700">
            Наводьте камеру на QR-коди учнів по черзі: кожен новий зараховується сам.
          </p>
        )}
      </div>
    </div>
  );
}
