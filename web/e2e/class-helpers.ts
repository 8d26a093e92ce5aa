import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';
import decodeQR from 'qr/decode.js';
import { chromiumPath } from '../scripts/chromium-path.mjs';
import { writeY4m } from '../scripts/qr-frames.mjs';
import { expect } from './fixtures';

/**
 * Chromium with a fake camera that plays (and loops) a video of `texts`' QR codes, written now.
 * `blankBetween`: frames (at 30 a second) with no code after each one.
 */
export async function browserWithCamera(texts: readonly string[], blankBetween?: number): Promise<Browser> {
  const video = join(mkdtempSync(join(tmpdir(), 'stezhka-camera-')), 'codes.y4m');
  writeY4m(video, texts, blankBetween === undefined ? {} : { blankBetween });
  return chromium.launch({
    executablePath: chromiumPath(),
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      `--use-file-for-fake-video-capture=${video}`,
    ],
  });
}

/** Keeps every camera stream the page opens, to check later that the camera was switched off. */
export async function watchCamera(context: BrowserContext) {
  await context.addInitScript(() => {
    const streams: MediaStream[] = [];
    (window as unknown as { __cameraStreams: MediaStream[] }).__cameraStreams = streams;
    const original = navigator.mediaDevices?.getUserMedia?.bind(navigator.mediaDevices);
    if (!original) return;
    navigator.mediaDevices.getUserMedia = async (constraints) => {
      const stream = await original(constraints);
      streams.push(stream);
      return stream;
    };
  });
}

/** Every message the class page has shown after a code was read, in order (they follow each other fast while scanning). */
export async function watchMessages(context: BrowserContext) {
  await context.addInitScript(() => {
    const messages: string[] = [];
    (window as unknown as { __countMessages: string[] }).__countMessages = messages;
    new MutationObserver(() => {
      const text = document.querySelector('[data-count-message]')?.textContent ?? '';
      if (text && messages.at(-1) !== text) messages.push(text);
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
}

export const shownMessages = (page: Page) =>
  page.evaluate(() => (window as unknown as { __countMessages: string[] }).__countMessages);

/** Whether a camera was opened and every one of its tracks has ended (the camera light is off). */
export const cameraOff = (page: Page) =>
  page.evaluate(() => {
    const streams = (window as unknown as { __cameraStreams: MediaStream[] }).__cameraStreams;
    return streams.length > 0 && streams.every((s) => s.getTracks().every((t) => t.readyState === 'ended'));
  });

/**
 * What a phone's camera app would read from the student's QR code: the code's picture, taken from
 * the screen, drawn into a canvas of a blank page (no CSP there) and decoded in Node.
 */
export async function readQrFromScreen(page: Page, name: string): Promise<string> {
  const png = await page.getByRole('img', { name }).screenshot();
  const blank = await page.context().newPage();
  const image = await blank.evaluate(async (base64) => {
    const img = new Image();
    img.src = `data:image/png;base64,${base64}`;
    await img.decode();
    const canvas = document.createElement('canvas');
    [canvas.width, canvas.height] = [img.width, img.height];
    const context = canvas.getContext('2d')!;
    context.drawImage(img, 0, 0);
    const { width, height, data } = context.getImageData(0, 0, img.width, img.height);
    return { width, height, data: Array.from(data) };
  }, png.toString('base64'));
  await blank.close();
  return decodeQR({ width: image.width, height: image.height, data: Uint8ClampedArray.from(image.data) });
}

/** Starts a new lesson on /class (hydrated), for the class `label`. */
export async function startClass(page: Page, label: string) {
  await page.goto('/class');
  const start = page.getByRole('button', { name: 'Почати урок' });
  await expect(start).toBeEnabled();
  await page.getByLabel(/^Клас/).fill(label);
  await start.click();
  await expect(page.getByRole('heading', { level: 1, name: label })).toBeVisible();
}

export const collected = (page: Page) => page.locator('[data-class-count]');
