// How long the JS QR decoder (qr/decode.js, used where the platform has no BarcodeDetector)
// takes per 640×480 camera frame on this machine: with a student's result code in view, and with
// no code at all (what most frames between students are). `make decode-bench`.
import { performance } from 'node:perf_hooks';
import decodeQR from 'qr/decode.js';
import { lumaFrame, rgbaFrame } from './qr-frames.mjs';

const WIDTH = 640;
const HEIGHT = 480;
const RUNS = 60;
const LINK = 'https://stezhka.example/quiz#r=1acbdd-4821';

function bench(name, image, expected) {
  for (let i = 0; i < 5; i++) read(image); // warm-up
  const times = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    const text = read(image);
    times.push(performance.now() - start);
    if (text !== expected)
      throw new Error(`${name}: read ${JSON.stringify(text)}, expected ${JSON.stringify(expected)}`);
  }
  times.sort((a, b) => a - b);
  const median = times[Math.floor(RUNS / 2)];
  const p95 = times[Math.floor(RUNS * 0.95)];
  console.log(`${name.padEnd(44)} median ${median.toFixed(1).padStart(6)} ms   p95 ${p95.toFixed(1).padStart(6)} ms`);
  return median;
}

function read(image) {
  try {
    return decodeQR(image);
  } catch {
    return null;
  }
}

const frame = (luma) => ({ width: WIDTH, height: HEIGHT, data: rgbaFrame(luma) });
console.log(`JS QR decoder (qr/decode.js), ${WIDTH}×${HEIGHT} RGBA frame, ${RUNS} runs`);
const near = bench('result link, 8 px modules (held close)', frame(lumaFrame(LINK, WIDTH, HEIGHT, 8)), LINK);
bench('result link, 4 px modules (held further off)', frame(lumaFrame(LINK, WIDTH, HEIGHT, 4)), LINK);
bench('no code in view', frame(new Uint8Array(WIDTH * HEIGHT).fill(128)), null);
// From a code in view to «counted»: one frame's wait (at 30 fps) plus one decode.
console.log(`code in view → counted: about ${(1000 / 30 + near).toFixed(0)} ms (goal ≤ 1000 ms)`);
