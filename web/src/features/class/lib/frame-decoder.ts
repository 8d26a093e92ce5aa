/**
 * Reads QR codes from the camera's video. The platform's `BarcodeDetector` where it has QR codes
 * (Chrome on Android, macOS, ChromeOS); elsewhere (iPhone, Firefox, desktop Linux and Windows)
 * the JS decoder `qr/decode.js` (paulmillr/qr, ~7 KB gzip), loaded only now that scanning starts.
 * A frame is read at no more than 640 px across: enough for a phone held up at arm's length,
 * and fast (scripts/decode-bench.mjs).
 */
export type FrameDecoder = (video: HTMLVideoElement) => Promise<string[]>;

export const MAX_FRAME_WIDTH = 640;

interface DetectedBarcode {
  rawValue: string;
}
interface BarcodeDetectorLike {
  detect(source: CanvasImageSource): Promise<DetectedBarcode[]>;
}
interface BarcodeDetectorClass {
  new (options: { formats: string[] }): BarcodeDetectorLike;
  getSupportedFormats(): Promise<string[]>;
}

async function platformDetector(): Promise<FrameDecoder | null> {
  const Detector = (window as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;
  if (!Detector) return null;
  try {
    if (!(await Detector.getSupportedFormats()).includes('qr_code')) return null;
    const detector = new Detector({ formats: ['qr_code'] });
    return async (video) => (await detector.detect(video)).map((code) => code.rawValue);
  } catch {
    return null;
  }
}

async function scriptDecoder(): Promise<FrameDecoder> {
  const { default: decodeQR } = await import('qr/decode.js');
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d', { willReadFrequently: true });
  return async (video) => {
    if (!context || !video.videoWidth) return [];
    const scale = Math.min(1, MAX_FRAME_WIDTH / video.videoWidth);
    const [width, height] = [Math.round(video.videoWidth * scale), Math.round(video.videoHeight * scale)];
    // Sizing a canvas allocates it anew: only when the camera's picture changes size (a phone turned).
    if (canvas.width !== width || canvas.height !== height) [canvas.width, canvas.height] = [width, height];
    context.drawImage(video, 0, 0, width, height);
    try {
      // A new ImageData each read (the 2D canvas has no way to read into an old one): ~1 MB, a few times a second.
      return [decodeQR(context.getImageData(0, 0, width, height))];
    } catch {
      // No code in this frame: the next one may have it.
      return [];
    }
  };
}

export async function createFrameDecoder(): Promise<FrameDecoder> {
  return (await platformDetector()) ?? scriptDecoder();
}
