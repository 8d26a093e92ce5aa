/**
 * Reads at most this many frames a second. A code held up to the camera stays in view far longer
 * than a read's gap, and on a cheap phone one JS decode takes tens of milliseconds: a read on every
 * frame (60 a second) kept the main thread busy all the time, so taps and typing waited.
 */
export const READS_PER_SECOND = 8;

/**
 * Calls `read` on new frames of `video` until the returned function is called: one read at a
 * time, at most `READS_PER_SECOND`, and after a read slower than that gap as long a rest again,
 * so the page is never busy more than half the time. A new frame is awaited where the browser
 * says when one comes (`requestVideoFrameCallback`), else the next paint.
 */
export function readFrames(video: HTMLVideoElement, read: () => Promise<void>): () => void {
  let stopped = false;
  let cancel = () => {};
  const nextFrame = () => {
    if ('requestVideoFrameCallback' in video) {
      const id = video.requestVideoFrameCallback(() => void tick());
      cancel = () => video.cancelVideoFrameCallback(id);
    } else {
      const id = requestAnimationFrame(() => void tick());
      cancel = () => cancelAnimationFrame(id);
    }
  };
  const tick = async () => {
    const started = performance.now();
    await read();
    if (stopped) return;
    const spent = performance.now() - started;
    const timer = setTimeout(nextFrame, Math.max(1000 / READS_PER_SECOND - spent, spent));
    cancel = () => clearTimeout(timer);
  };
  nextFrame();
  return () => {
    stopped = true;
    cancel();
  };
}
