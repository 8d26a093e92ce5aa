import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readFrames, READS_PER_SECOND } from './frame-loop';

/** A video playing at 30 frames a second, as far as `requestVideoFrameCallback` tells. */
function video30fps() {
  let next = 0;
  const waiting = new Map<number, () => void>();
  setInterval(() => {
    const callbacks = [...waiting.values()];
    waiting.clear();
    callbacks.forEach((callback) => callback());
  }, 1000 / 30);
  return {
    requestVideoFrameCallback: (callback: () => void) => (waiting.set(++next, callback), next),
    cancelVideoFrameCallback: (id: number) => waiting.delete(id),
  } as unknown as HTMLVideoElement;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('readFrames', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('reads at most READS_PER_SECOND frames a second, one at a time, until stopped', async () => {
    let reads = 0;
    let inFlight = 0;
    const stop = readFrames(video30fps(), async () => {
      expect(inFlight).toBe(0);
      inFlight++;
      reads++;
      await sleep(5);
      inFlight--;
    });
    await vi.advanceTimersByTimeAsync(3000);
    expect(reads).toBeLessThanOrEqual(3 * READS_PER_SECOND);
    expect(reads).toBeGreaterThanOrEqual(3 * READS_PER_SECOND - 3);
    stop();
    const stoppedAt = reads;
    await vi.advanceTimersByTimeAsync(1000);
    expect(reads).toBe(stoppedAt);
  });

  it('rests after a slow read as long as it took: the page is busy at most half the time', async () => {
    let busy = 0;
    const stop = readFrames(video30fps(), async () => {
      busy += 300;
      await sleep(300);
    });
    await vi.advanceTimersByTimeAsync(6000);
    stop();
    expect(busy).toBeLessThanOrEqual(3000 + 300);
  });
});
