// Camera frames with QR codes in them, drawn without a browser: for the decoder's benchmark
// (scripts/decode-bench.mjs) and for Chromium's fake camera in the browser test (e2e/class.spec.ts).
import { writeFileSync } from 'node:fs';
import { correction, generate } from 'lean-qr';

const DARK = 16;
const LIGHT = 235;
const QUIET_ZONE = 4;

/** A grey (luma) frame, `width`×`height`, with `text`'s QR code in the middle, modules `scale` px wide. */
export function lumaFrame(text, width, height, scale) {
  const code = generate(text, { minCorrectionLevel: correction.M });
  const side = (code.size + 2 * QUIET_ZONE) * scale;
  if (side > width || side > height) throw new Error(`a ${code.size}-module code at ${scale} px needs ${side} px`);
  const luma = new Uint8Array(width * height).fill(LIGHT);
  const left = Math.floor((width - side) / 2) + QUIET_ZONE * scale;
  const top = Math.floor((height - side) / 2) + QUIET_ZONE * scale;
  for (let y = 0; y < code.size * scale; y++) {
    for (let x = 0; x < code.size * scale; x++) {
      if (code.get(Math.floor(x / scale), Math.floor(y / scale))) luma[(top + y) * width + left + x] = DARK;
    }
  }
  return luma;
}

/** The same frame as RGBA pixels, the shape a canvas's ImageData has. */
export function rgbaFrame(luma) {
  const rgba = new Uint8ClampedArray(luma.length * 4);
  for (let i = 0; i < luma.length; i++) rgba.set([luma[i], luma[i], luma[i], 255], i * 4);
  return rgba;
}

/**
 * A Y4M video (what Chromium's `--use-file-for-fake-video-capture` plays, looping) showing each
 * text's QR code for `framesEach` frames, with `blankBetween` frames of no code between them.
 */
export function writeY4m(
  path,
  texts,
  { width = 640, height = 480, scale = 8, framesEach = 15, blankBetween = 3 } = {},
) {
  const chroma = Buffer.alloc((width / 2) * (height / 2) * 2, 128);
  const blank = Buffer.concat([Buffer.from('FRAME\n'), Buffer.alloc(width * height, LIGHT), chroma]);
  const parts = [Buffer.from(`YUV4MPEG2 W${width} H${height} F30:1 Ip A1:1 C420jpeg\n`)];
  for (const text of texts) {
    const frame = Buffer.concat([Buffer.from('FRAME\n'), Buffer.from(lumaFrame(text, width, height, scale)), chroma]);
    for (let i = 0; i < framesEach; i++) parts.push(frame);
    for (let i = 0; i < blankBetween; i++) parts.push(blank);
  }
  writeFileSync(path, Buffer.concat(parts));
}
