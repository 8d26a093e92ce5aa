// How long a coordinator's link can be and still be read off a 375 px screen (decision 0036):
// the QR code as the send dialog draws it (288 px across at 375 px), seen by a camera at full
// size, at half (144 px of a 640 px frame, the class page's own scanner width) and at 40 %, each
// pixel averaging what it covers, read by the JS decoder the class page uses. `node scripts/qr-link-limit.mjs`.
import { correction, generate } from 'lean-qr/nano';
import decodeQR from 'qr/decode.js';

const QUIET = 4;
const CODE_CSS_PX = 288; // the dialog's QR at 375 px: max-w-[18rem]
function raster(text, px) {
  const code = generate(text, { minCorrectionLevel: correction.M });
  const n = code.size + 2 * QUIET;
  const data = new Uint8ClampedArray(px * px * 4);
  const S = 4; // supersampling: each pixel averages 4×4 samples (a camera's pixel sees an area)
  for (let y = 0; y < px; y++)
    for (let x = 0; x < px; x++) {
      let dark = 0;
      for (let sy = 0; sy < S; sy++)
        for (let sx = 0; sx < S; sx++) {
          const mx = Math.floor(((x + (sx + 0.5) / S) / px) * n) - QUIET;
          const my = Math.floor(((y + (sy + 0.5) / S) / px) * n) - QUIET;
          if (mx >= 0 && my >= 0 && mx < code.size && my < code.size && code.get(mx, my)) dark++;
        }
      const v = 255 - Math.round((dark / (S * S)) * 255);
      const i = (y * px + x) * 4;
      data[i] = data[i + 1] = data[i + 2] = v;
      data[i + 3] = 255;
    }
  // A frame larger than the code, as a camera sees it: the code in the middle of white.
  const W = px + 40;
  const frame = new Uint8ClampedArray(W * W * 4).fill(255);
  for (let y = 0; y < px; y++) frame.set(data.subarray(y * px * 4, (y + 1) * px * 4), ((y + 20) * W + 20) * 4);
  return { version: code.size, image: { width: W, height: W, data: frame } };
}
const origin = 'https://stezhka.example.org/class/coordinator#k=';
for (const scale of [1, 0.5, 0.4]) {
  let last = 0;
  let size = 0;
  for (let len = 100; len <= 700; len += 10) {
    const text = (origin + '1.k3j9x2ab.tb7a2o.q.' + 'a.5.0.3.'.repeat(100)).slice(0, len);
    const { version, image } = raster(text, Math.round(CODE_CSS_PX * scale));
    let ok = false;
    try {
      ok = decodeQR(image) === text;
    } catch {
      // Not read at all: the same as read wrong.
    }
    if (!ok) break;
    last = len;
    size = version;
  }
  console.log(
    `code ${Math.round(CODE_CSS_PX * scale)} px across: read up to ${last} characters (${size}×${size} modules)`,
  );
}
